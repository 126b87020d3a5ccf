// The MariaDB client library, opened on first use (LazyLibrary): the functions Nelumbo calls.
#include "MariadbImports.h"

#include <mysql.h>

namespace nelumbo {

LazyLibrary& mariadbClient()
{
    static LazyLibrary library(NELUMBO_MARIADB_SONAME, "MySQL/MariaDB");
    return library;
}

} // namespace nelumbo

using nelumbo::mariadbClient;

NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_affected_rows, 1)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_close, 1)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_errno, 1)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_error, 1)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_fetch_field_direct, 2)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_fetch_fields, 1)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_fetch_lengths, 1)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_fetch_row, 1)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_field_count, 1)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_free_result, 1)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_get_socket, 1)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_init, 1)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_more_results, 1)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_next_result, 1)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_num_fields, 1)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_options, 3)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_real_connect, 8)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_real_query, 3)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_ssl_set, 6)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_stmt_affected_rows, 1)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_stmt_bind_param, 2)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_stmt_bind_result, 2)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_stmt_close, 1)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_stmt_errno, 1)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_stmt_error, 1)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_stmt_execute, 1)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_stmt_fetch, 1)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_stmt_fetch_column, 4)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_stmt_field_count, 1)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_stmt_init, 1)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_stmt_param_count, 1)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_stmt_prepare, 3)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_stmt_result_metadata, 1)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_thread_end, 0)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_thread_id, 1)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_thread_init, 0)
NELUMBO_LAZY_FUNCTION(mariadbClient, mysql_use_result, 1)
