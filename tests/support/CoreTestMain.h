#pragma once

#include <QCoreApplication>
#include <QStandardPaths>
#include <QTest>

// For tests that need no GUI at all.
#define NELUMBO_CORE_TEST_MAIN(TestClass)                                                          \
    int main(int argc, char** argv)                                                                \
    {                                                                                              \
        QStandardPaths::setTestModeEnabled(true);                                                  \
        QCoreApplication app(argc, argv);                                                          \
        app.setApplicationName(QStringLiteral("nelumbo-test"));                                    \
        TestClass tc;                                                                              \
        QTEST_SET_MAIN_SOURCE_PATH                                                                 \
        return QTest::qExec(&tc, argc, argv);                                                      \
    }
