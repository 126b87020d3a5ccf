#pragma once

#include <QString>

// Where the tests find the repository's data, defined once for every suite.
namespace nelumbo::testing {

// The Chinook demo database (resources/demo/chinook.sqlite); copy it before writing to it.
QString chinookPath();
// The repository's root, for tests that read its sources, translations or documents.
QString sourceDir();
// The nelumbo-cli program built with the tests (the suite adds the build dependency).
QString cliPath();

} // namespace nelumbo::testing
