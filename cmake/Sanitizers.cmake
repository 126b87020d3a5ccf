# Sanitizer builds: NELUMBO_SANITIZE=address;undefined (tools/dev.sh test --sanitize sets it).
# Every target is compiled and linked with the sanitizers; a separate build directory is meant,
# since the objects differ from a normal build's. LeakSanitizer comes with address on Linux.
set(NELUMBO_SANITIZE "" CACHE STRING "Sanitizers for every target: address, undefined or both (;-separated)")

if(NELUMBO_SANITIZE)
    if(NOT CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
        message(FATAL_ERROR "NELUMBO_SANITIZE needs GCC or Clang")
    endif()
    foreach(_s IN LISTS NELUMBO_SANITIZE)
        if(NOT _s MATCHES "^(address|undefined)$")
            message(FATAL_ERROR "NELUMBO_SANITIZE: unknown sanitizer '${_s}' (address, undefined)")
        endif()
    endforeach()
    list(JOIN NELUMBO_SANITIZE "," _list)
    # -O1 keeps the suite fast enough; frame pointers give whole stacks to every report; -g1
    # (line tables) is all a report needs, and far less disk than -g (a CI machine ran out).
    add_compile_options(-fsanitize=${_list} -fno-omit-frame-pointer -O1 -g1)
    add_link_options(-fsanitize=${_list})
    if("undefined" IN_LIST NELUMBO_SANITIZE)
        # Undefined behaviour fails the test instead of printing a line that nobody reads.
        add_compile_options(-fno-sanitize-recover=undefined)
    endif()
    unset(_list)

    # The run-time options also reach ctest run by hand: CTestTestfile.cmake includes this file,
    # which sets them in ctest's environment (inherited by every test and the processes it starts)
    # unless the caller set them already.
    set(NELUMBO_SANITIZER_DIR "${PROJECT_SOURCE_DIR}/tools/sanitizers")
    configure_file("${CMAKE_CURRENT_LIST_DIR}/SanitizerEnv.cmake.in"
        "${PROJECT_BINARY_DIR}/SanitizerEnv.cmake" @ONLY)
    set_property(DIRECTORY "${PROJECT_SOURCE_DIR}" APPEND PROPERTY TEST_INCLUDE_FILES
        "${PROJECT_BINARY_DIR}/SanitizerEnv.cmake")
endif()
