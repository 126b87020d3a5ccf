#pragma once

#include <QApplication>
#include <QStandardPaths>
#include <QTest>

// Like QTEST_MAIN, but headless by default: with no display at all the offscreen platform
// is used instead of aborting, and user files are never touched (QStandardPaths test mode).
#define NELUMBO_TEST_MAIN(TestClass)                                                           \
    int main(int argc, char** argv)                                                            \
    {                                                                                          \
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")                                     \
            && qEnvironmentVariableIsEmpty("DISPLAY")                                          \
            && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))                                 \
            qputenv("QT_QPA_PLATFORM", "offscreen");                                           \
        QStandardPaths::setTestModeEnabled(true);                                              \
        QApplication app(argc, argv);                                                          \
        app.setApplicationName(QStringLiteral("nelumbo-test"));                                \
        TestClass tc;                                                                          \
        QTEST_SET_MAIN_SOURCE_PATH                                                             \
        return QTest::qExec(&tc, argc, argv);                                                  \
    }
