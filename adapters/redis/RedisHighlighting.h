#pragma once

#include <QString>
#include <QStringList>

namespace nelumbo {

// How the editor colours Redis commands, for RedisAdapter's declarations:
// highlightingDefinition() → redisHighlightingDefinition(), backslashEscapes() → true,
// highlightingKeywords() → redisCommandWords().

// "Redis": the KSyntaxHighlighting definition redis.xml, a resource under
// :/org.kde.syntax-highlighting/syntax-addons where the repository finds it (Debian 13, KF6).
QString redisHighlightingDefinition();
// The command names of redis.xml, lower case, for the fallback lexer without KF6 (Debian 12).
QStringList redisCommandWords();

} // namespace nelumbo
