#pragma once

#include <QMetaType>
#include <QString>
#include <optional>
#include <utility>

namespace nelumbo {

// An error as a value: a stable machine-readable code plus a message meant for people.
struct Error
{
    QString code;
    QString message; // in the UI language
    // The same message in English when `message` is translated: the model reads this one.
    QString englishMessage = {};

    const QString& forModel() const { return englishMessage.isEmpty() ? message : englishMessage; }
};

} // namespace nelumbo

Q_DECLARE_METATYPE(nelumbo::Error)

namespace nelumbo {

// Either a value or an Error; never silent (C++20 has no std::expected yet).
template <typename T> class [[nodiscard]] Result
{
public:
    Result(T value)
        : m_value(std::move(value))
    {}
    Result(Error error)
        : m_error(std::move(error))
    {}

    bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return *m_value; }
    T& value() & { return *m_value; }
    T&& value() && { return std::move(*m_value); }
    const T* operator->() const { return &*m_value; }
    const T& operator*() const { return *m_value; }
    const Error& error() const { return m_error; }

private:
    std::optional<T> m_value;
    Error m_error;
};

template <> class [[nodiscard]] Result<void>
{
public:
    Result() = default;
    Result(Error error)
        : m_failed(true)
        , m_error(std::move(error))
    {}

    bool ok() const { return !m_failed; }
    explicit operator bool() const { return ok(); }
    const Error& error() const { return m_error; }

private:
    bool m_failed = false;
    Error m_error;
};

} // namespace nelumbo
