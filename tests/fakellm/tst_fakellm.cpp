#include "CoreTestMain.h"
#include "FakeLlmServer.h"

class TestFakeLlm : public QObject
{
    Q_OBJECT
private slots:
    void listens();
};

void TestFakeLlm::listens()
{
    nelumbo::fake::FakeLlmServer server;
    QCOMPARE(server.listen(), QString());
}

NELUMBO_CORE_TEST_MAIN(TestFakeLlm)
#include "tst_fakellm.moc"
