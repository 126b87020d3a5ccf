#pragma once

#include <QComboBox>

namespace nelumbo {

// The named sources in a combo box, for a toolbar: picking one asks to open it; the last
// item, "New Source…", asks for the connection dialog.
class SourceSwitcher : public QComboBox
{
    Q_OBJECT
public:
    // configFile empty: Settings::filePath().
    explicit SourceSwitcher(QWidget* parent = nullptr, const QString& configFile = {});

    // Reads the config file again, after the dialog or the CLI changed it.
    void reload();
    // The name shown, or empty when none is (an ad-hoc URL is open, say).
    QString currentSource() const;
    // Shows name as the current source without emitting anything; empty shows none.
    void setCurrentSource(const QString& name);

Q_SIGNALS:
    void sourceChosen(const QString& name);
    void newSourceRequested();

private:
    void onActivated(int index);

    QString m_configFile;
    QString m_current;
};

} // namespace nelumbo
