#pragma once

namespace nelumbo {
class QueryLanguage;
}

namespace nelumbo::fuzz {
// What every target may need, once per process, after the QCoreApplication is made: settings
// and standard paths in a private temporary folder, and the built-in adapters.
void setUp();
// The built-in adapters' languages and the standard one; selector picks one (modulo).
const QueryLanguage& language(unsigned selector);
constexpr unsigned kLanguageCount = 5;
} // namespace nelumbo::fuzz
