# The SQL lexer (KshLexer or the QsciLexerSQL fallback); included by tests/unit/CMakeLists.txt.
nelumbo_add_test(NAME tst_lexer SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_lexer.cpp LIBS nelumbo_ui)
