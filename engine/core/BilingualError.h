#pragma once

#include "core/Result.h"

#include <QString>

namespace nelumbo {

// An error people read in their language and the model reads in English. `source` is the
// English text, marked with QT_TRANSLATE_NOOP in the context of Tr (a class declaring
// Q_DECLARE_TR_FUNCTIONS), so lupdate files it where Tr::tr looks it up.
template <typename Tr, typename... Args>
Error bilingualError(const QString& code, const char* source, const Args&... args)
{
    if constexpr (sizeof...(Args) == 0)
        return Error{code, Tr::tr(source), QString::fromUtf8(source)};
    else
        return Error{code, Tr::tr(source).arg(args...), QString::fromUtf8(source).arg(args...)};
}

} // namespace nelumbo
