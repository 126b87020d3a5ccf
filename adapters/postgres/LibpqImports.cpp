// The PostgreSQL client library (libpq), opened on first use (LazyLibrary): the functions Nelumbo
// calls.
#include "LibpqImports.h"

#include <libpq-fe.h>

namespace nelumbo {

LazyLibrary& libpq()
{
    static LazyLibrary library(NELUMBO_LIBPQ_SONAME, "PostgreSQL");
    return library;
}

} // namespace nelumbo

using nelumbo::libpq;

NELUMBO_LAZY_FUNCTION(libpq, PQcancel, 3)
NELUMBO_LAZY_FUNCTION(libpq, PQclear, 1)
NELUMBO_LAZY_FUNCTION(libpq, PQcmdTuples, 1)
NELUMBO_LAZY_FUNCTION(libpq, PQconsumeInput, 1)
NELUMBO_LAZY_FUNCTION(libpq, PQerrorMessage, 1)
NELUMBO_LAZY_FUNCTION(libpq, PQexec, 2)
NELUMBO_LAZY_FUNCTION(libpq, PQexecParams, 8)
NELUMBO_LAZY_FUNCTION(libpq, PQfname, 2)
NELUMBO_LAZY_FUNCTION(libpq, PQfreeCancel, 1)
NELUMBO_LAZY_FUNCTION(libpq, PQfreemem, 1)
NELUMBO_LAZY_FUNCTION(libpq, PQftype, 2)
NELUMBO_LAZY_FUNCTION(libpq, PQgetCancel, 1)
NELUMBO_LAZY_FUNCTION(libpq, PQgetCopyData, 3)
NELUMBO_LAZY_FUNCTION(libpq, PQgetResult, 1)
NELUMBO_LAZY_FUNCTION(libpq, PQgetisnull, 3)
NELUMBO_LAZY_FUNCTION(libpq, PQgetlength, 3)
NELUMBO_LAZY_FUNCTION(libpq, PQgetvalue, 3)
NELUMBO_LAZY_FUNCTION(libpq, PQisBusy, 1)
NELUMBO_LAZY_FUNCTION(libpq, PQnfields, 1)
NELUMBO_LAZY_FUNCTION(libpq, PQntuples, 1)
NELUMBO_LAZY_FUNCTION(libpq, PQprepare, 5)
NELUMBO_LAZY_FUNCTION(libpq, PQputCopyEnd, 2)
NELUMBO_LAZY_FUNCTION(libpq, PQresultErrorField, 2)
NELUMBO_LAZY_FUNCTION(libpq, PQresultErrorMessage, 1)
NELUMBO_LAZY_FUNCTION(libpq, PQresultStatus, 1)
NELUMBO_LAZY_FUNCTION(libpq, PQsendQuery, 2)
NELUMBO_LAZY_FUNCTION(libpq, PQsetNoticeProcessor, 3)
NELUMBO_LAZY_FUNCTION(libpq, PQsetSingleRowMode, 1)
NELUMBO_LAZY_FUNCTION(libpq, PQsocket, 1)
NELUMBO_LAZY_FUNCTION(libpq, PQstatus, 1)
NELUMBO_LAZY_FUNCTION(libpq, PQtransactionStatus, 1)
NELUMBO_LAZY_FUNCTION(libpq, PQunescapeBytea, 2)

// libpq 17's cancel requests that can be given up on (PostgresAdapter uses them when present).
#ifdef LIBPQ_HAS_ASYNC_CANCEL
NELUMBO_LAZY_FUNCTION(libpq, PQcancelCreate, 1)
NELUMBO_LAZY_FUNCTION(libpq, PQcancelFinish, 1)
NELUMBO_LAZY_FUNCTION(libpq, PQcancelPoll, 1)
NELUMBO_LAZY_FUNCTION(libpq, PQcancelReset, 1)
NELUMBO_LAZY_FUNCTION(libpq, PQcancelSocket, 1)
NELUMBO_LAZY_FUNCTION(libpq, PQcancelStart, 1)
#endif
