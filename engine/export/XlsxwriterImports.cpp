// libxlsxwriter, opened on first use (LazyLibrary): the functions Nelumbo calls.
#include "XlsxwriterImports.h"

#include <xlsxwriter.h>

namespace nelumbo {

LazyLibrary& xlsxwriter()
{
    static LazyLibrary library(NELUMBO_XLSXWRITER_SONAME, "XLSX export");
    return library;
}

} // namespace nelumbo

using nelumbo::xlsxwriter;

NELUMBO_LAZY_FUNCTION(xlsxwriter, format_set_bold, 1)
NELUMBO_LAZY_FUNCTION(xlsxwriter, format_set_num_format, 2)
NELUMBO_LAZY_FUNCTION(xlsxwriter, lxw_strerror, 1)
NELUMBO_LAZY_FUNCTION(xlsxwriter, lxw_workbook_free, 1)
NELUMBO_LAZY_FUNCTION(xlsxwriter, workbook_add_format, 1)
NELUMBO_LAZY_FUNCTION(xlsxwriter, workbook_add_worksheet, 2)
NELUMBO_LAZY_FUNCTION(xlsxwriter, workbook_close, 1)
NELUMBO_LAZY_FUNCTION(xlsxwriter, workbook_new_opt, 2)
NELUMBO_LAZY_FUNCTION(xlsxwriter, worksheet_freeze_panes, 3)
NELUMBO_LAZY_FUNCTION(xlsxwriter, worksheet_set_column, 5)
NELUMBO_LAZY_FUNCTION(xlsxwriter, worksheet_write_boolean, 5)
NELUMBO_LAZY_FUNCTION(xlsxwriter, worksheet_write_datetime, 5)
NELUMBO_LAZY_FUNCTION(xlsxwriter, worksheet_write_number, 5)
NELUMBO_LAZY_FUNCTION(xlsxwriter, worksheet_write_string, 5)
