#pragma once

#include <QByteArray>
#include <QString>

// Where the tests find the repository's data, defined once for every suite.
namespace nelumbo::testing {

// The Chinook demo database (resources/demo/chinook.sqlite); copy it before writing to it.
QString chinookPath();
// The repository's root, for tests that read its sources, translations or documents.
QString sourceDir();
// The nelumbo-cli program built with the tests (the suite adds the build dependency).
QString cliPath();
// One member of a zip archive (an exported XLSX file), read with unzip; empty on failure.
QByteArray unzipped(const QString& archive, const QString& member);

} // namespace nelumbo::testing
