# Compiler caching with ccache when it is installed (NELUMBO_CCACHE=OFF turns it off).
# Paths are taken relative to the source tree and the build directory is left out of the
# hash, so a clean clone elsewhere (a CI run) reuses what a developer's build compiled.
option(NELUMBO_CCACHE "Cache compilations with ccache when it is installed" ON)
set(NELUMBO_CCACHE_DIR "" CACHE PATH "ccache's cache directory (empty: ccache's own default)")

if(NELUMBO_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
    find_program(NELUMBO_CCACHE_PROGRAM ccache)
    if(NELUMBO_CCACHE_PROGRAM)
        set(_env CCACHE_BASEDIR=${PROJECT_SOURCE_DIR} CCACHE_NOHASHDIR=true)
        if(NELUMBO_CCACHE_DIR)
            list(APPEND _env CCACHE_DIR=${NELUMBO_CCACHE_DIR})
        endif()
        set(CMAKE_CXX_COMPILER_LAUNCHER ${CMAKE_COMMAND} -E env ${_env} ${NELUMBO_CCACHE_PROGRAM})
        unset(_env)
    endif()
endif()
