# Finds QScintilla for the Qt major version already found (Debian ships no CMake config
# and no .pc file for it). Defines QScintilla_FOUND, QScintilla_VERSION and the imported
# target QScintilla::QScintilla.
if(NOT QT_VERSION_MAJOR AND Qt6_FOUND)
    set(QT_VERSION_MAJOR 6)
endif()
if(NOT QT_VERSION_MAJOR)
    message(FATAL_ERROR "FindQScintilla: find Qt before QScintilla (QT_VERSION_MAJOR is unset)")
endif()

get_target_property(_qsci_qt_include Qt${QT_VERSION_MAJOR}::Core INTERFACE_INCLUDE_DIRECTORIES)
find_path(QScintilla_INCLUDE_DIR
    NAMES Qsci/qsciscintilla.h
    HINTS ${_qsci_qt_include}
    PATH_SUFFIXES qt${QT_VERSION_MAJOR} ${CMAKE_LIBRARY_ARCHITECTURE}/qt${QT_VERSION_MAJOR})
find_library(QScintilla_LIBRARY
    NAMES qscintilla2_qt${QT_VERSION_MAJOR} qscintilla2-qt${QT_VERSION_MAJOR})

if(QScintilla_INCLUDE_DIR AND EXISTS "${QScintilla_INCLUDE_DIR}/Qsci/qsciglobal.h")
    file(STRINGS "${QScintilla_INCLUDE_DIR}/Qsci/qsciglobal.h" _qsci_version_line
        REGEX "#define[ \t]+QSCINTILLA_VERSION_STR")
    string(REGEX REPLACE ".*\"([^\"]+)\".*" "\\1" QScintilla_VERSION "${_qsci_version_line}")
endif()

include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(QScintilla
    REQUIRED_VARS QScintilla_LIBRARY QScintilla_INCLUDE_DIR
    VERSION_VAR QScintilla_VERSION)

if(QScintilla_FOUND AND NOT TARGET QScintilla::QScintilla)
    add_library(QScintilla::QScintilla UNKNOWN IMPORTED)
    set_target_properties(QScintilla::QScintilla PROPERTIES
        IMPORTED_LOCATION "${QScintilla_LIBRARY}"
        INTERFACE_INCLUDE_DIRECTORIES "${QScintilla_INCLUDE_DIR}"
        INTERFACE_LINK_LIBRARIES "Qt${QT_VERSION_MAJOR}::Widgets")
endif()
mark_as_advanced(QScintilla_INCLUDE_DIR QScintilla_LIBRARY)
