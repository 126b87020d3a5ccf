# The SQL lexer (KshLexer or the QsciLexerSQL fallback); included by tests/unit/CMakeLists.txt.
# The built-in adapters declare the lexer options (MySQL's backslash escapes).
nelumbo_add_test(NAME tst_lexer SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_lexer.cpp
    ${PROJECT_SOURCE_DIR}/tests/support/RegisterAdapters.cpp LIBS nelumbo_ui)
