# nelumbo_lazy_library(TARGET <target> IMPORTED <imported target> FILE <libname>
#                      DEFINE <macro> SOURCE <file>)
#
# Compiles <target> against a C client library without linking it: <file> defines the
# library's functions with NELUMBO_LAZY_FUNCTION (engine/core/LazyLibrary.h), which open it
# with dlopen() on first use. <macro> is defined, for <file> only, to the library's SONAME,
# read from the file the build finds. The Debian package holding that file joins the .deb's
# Depends: dpkg-shlibdeps cannot see a library that is not linked.
function(nelumbo_lazy_library)
    cmake_parse_arguments(ARG "" "TARGET;IMPORTED;FILE;DEFINE;SOURCE" "" ${ARGN})
    get_target_property(_includes ${ARG_IMPORTED} INTERFACE_INCLUDE_DIRECTORIES)
    if(_includes)
        target_include_directories(${ARG_TARGET} PRIVATE ${_includes})
    endif()
    get_target_property(_options ${ARG_IMPORTED} INTERFACE_COMPILE_OPTIONS)
    if(_options)
        target_compile_options(${ARG_TARGET} PRIVATE ${_options})
    endif()

    # The shared object named <libname>.so…: an imported location (FindPostgreSQL) or a path
    # among the link items (pkg-config targets, which may list its dependencies too).
    get_target_property(_candidates ${ARG_IMPORTED} IMPORTED_LOCATION)
    if(NOT _candidates)
        get_target_property(_candidates ${ARG_IMPORTED} INTERFACE_LINK_LIBRARIES)
    endif()
    set(_file "")
    foreach(_item IN LISTS _candidates)
        get_filename_component(_name "${_item}" NAME)
        if(_name MATCHES "^${ARG_FILE}\\.so" AND EXISTS "${_item}")
            set(_file "${_item}")
            break()
        endif()
    endforeach()
    if(NOT _file)
        message(FATAL_ERROR "${ARG_IMPORTED}: no ${ARG_FILE}.so among '${_candidates}'")
    endif()

    set(_objdump "${CMAKE_OBJDUMP}")
    if(NOT _objdump)
        set(_objdump objdump)
    endif()
    execute_process(COMMAND ${_objdump} -p "${_file}" OUTPUT_VARIABLE _dump
                    RESULT_VARIABLE _rc ERROR_QUIET)
    if(NOT _rc EQUAL 0 OR NOT _dump MATCHES "SONAME +([^\n ]+)")
        message(FATAL_ERROR "${_file}: no SONAME found with ${_objdump} -p")
    endif()
    set(_soname "${CMAKE_MATCH_1}")
    set_property(SOURCE ${ARG_SOURCE} TARGET_DIRECTORY ${ARG_TARGET} APPEND
                 PROPERTY COMPILE_DEFINITIONS ${ARG_DEFINE}="${_soname}")

    file(REAL_PATH "${_file}" _real)
    execute_process(COMMAND dpkg-query -S "${_real}" OUTPUT_VARIABLE _owner
                    RESULT_VARIABLE _rc ERROR_QUIET)
    if(_rc EQUAL 0 AND _owner MATCHES "^([^:,]+)")
        set_property(GLOBAL APPEND PROPERTY NELUMBO_LAZY_PACKAGES "${CMAKE_MATCH_1}")
    endif()
    message(STATUS "  ${_soname} opened on first use")
endfunction()
