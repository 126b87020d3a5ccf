#pragma once

#include "core/Result.h"
#include "visibility/VisibilityPolicy.h"

class QSettings;

namespace nelumbo {

// Reads visibility rules from the config file: the [visibility] group holds the defaults,
// a source's own [source.NAME] group may replace any of them. Keys: SettingsKey::Visibility*
// in core/Settings.h (lists; see docs/CONFIG.md), and the glob rules NAME_allow / NAME_deny of
// an adapter that declares them (globVisibilityRules).
class VisibilityConfig
{
public:
    static Result<VisibilityPolicy> policyFor(const QSettings& settings, const QString& sourceName,
                                              const QString& queryLanguage);
    // The same, from the settings file (Settings::filePath()).
    static Result<VisibilityPolicy> policyFor(const QString& sourceName,
                                              const QString& queryLanguage);
};

} // namespace nelumbo
