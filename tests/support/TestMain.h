#pragma once

#include "i18n/UiLanguage.h"

#include <QApplication>
#include <QStandardPaths>
#include <QTest>

// Like QTEST_MAIN, but headless by default: with no display at all the offscreen platform
// is used instead of aborting, and user files are never touched (QStandardPaths test mode).
// The catalogues are installed as the app does (English under CTest's LC_ALL=C.UTF-8, which
// gives "1 row" rather than "1 rows").
#define NELUMBO_TEST_MAIN(TestClass)                                                               \
    int main(int argc, char** argv)                                                                \
    {                                                                                              \
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") &&                                      \
            qEnvironmentVariableIsEmpty("DISPLAY") &&                                              \
            qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))                                        \
            qputenv("QT_QPA_PLATFORM", "offscreen");                                               \
        QStandardPaths::setTestModeEnabled(true);                                                  \
        QApplication app(argc, argv);                                                              \
        app.setApplicationName(QStringLiteral("nelumbo-test"));                                    \
        nelumbo::UiLanguage::install(app, QString());                                              \
        TestClass tc;                                                                              \
        QTEST_SET_MAIN_SOURCE_PATH                                                                 \
        return QTest::qExec(&tc, argc, argv);                                                      \
    }
