# The editor's SQL lexer; included by ui/CMakeLists.txt after nelumbo_ui is defined.
# KshLexer (KSyntaxHighlighting) is built only when the top level found KF6SyntaxHighlighting;
# otherwise LexerFactory falls back to QScintilla's QsciLexerSQL.
target_sources(nelumbo_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/editor/LexerFactory.cpp ${CMAKE_CURRENT_LIST_DIR}/editor/LexerFactory.h)
target_include_directories(nelumbo_ui PUBLIC ${CMAKE_CURRENT_LIST_DIR})

if(NELUMBO_HAVE_KSYNTAX)
    target_sources(nelumbo_ui PRIVATE
        ${CMAKE_CURRENT_LIST_DIR}/editor/KshLexer.cpp ${CMAKE_CURRENT_LIST_DIR}/editor/KshLexer.h)
    target_link_libraries(nelumbo_ui PUBLIC KF6::SyntaxHighlighting)
    # PUBLIC: the tests check KSyntaxHighlighting's exact styles when it is in use.
    target_compile_definitions(nelumbo_ui PUBLIC NELUMBO_HAVE_KSYNTAX=1)
endif()
