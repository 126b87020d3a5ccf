#pragma once

// The adapter suite's test classes, each run by tst_adapters' main() for the engines it
// applies to. Each returns what QTest::qExec returns.
int runDefaultsTests(int argc, char** argv);  // no server: every built-in adapter's defaults
int runCatalogTests(int argc, char** argv);   // every engine
int runStatementTests(int argc, char** argv); // every engine
int runCancelTests(int argc, char** argv);    // every engine
int runValueTests(int argc, char** argv);     // every engine
int runServerTests(int argc, char** argv);    // PostgreSQL and MySQL
int runPostgresTests(int argc, char** argv);  // PostgreSQL
int runMysqlTests(int argc, char** argv);     // MySQL
