#pragma once

#include <QString>
#include <exception>
#include <functional>
#include <new>

class QEvent;
class QObject;

namespace nelumbo {

// An application object (QCoreApplication or QApplication as Base) whose notify() stops
// every exception an event handler throws: unwinding through Qt's event loop is undefined
// behaviour, so each one becomes a call of the reporter with what() instead.
template <typename Base> class GuardedApplication : public Base
{
public:
    using Reporter = std::function<void(const QString& what)>;

    GuardedApplication(int& argc, char** argv)
        : Base(argc, argv)
    {}

    void setReporter(Reporter reporter) { m_reporter = std::move(reporter); }

    bool notify(QObject* receiver, QEvent* event) override
    {
        try {
            return Base::notify(receiver, event);
        } catch (const std::bad_alloc&) {
            report(QStringLiteral("out of memory (std::bad_alloc)"));
        } catch (const std::exception& e) {
            report(QString::fromLocal8Bit(e.what()));
        } catch (...) {
            report(QStringLiteral("unknown exception"));
        }
        return false;
    }

private:
    void report(const QString& what) noexcept
    {
        try {
            if (m_reporter)
                m_reporter(what);
        } catch (...) { // a reporter that throws too (memory may still be short) stays quiet
        }
    }

    Reporter m_reporter;
};

} // namespace nelumbo
