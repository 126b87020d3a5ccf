#include "ResultPrinter.h"

#include "CsvPrinter.h"
#include "JsonPrinter.h"
#include "TablePrinter.h"

namespace nelumbo {

std::unique_ptr<ResultPrinter> ResultPrinter::create(OutputFormat format, Console& console)
{
    switch (format) {
    case OutputFormat::Table:
        return std::make_unique<TablePrinter>(console);
    case OutputFormat::Csv:
        return std::make_unique<CsvPrinter>(console);
    case OutputFormat::Json:
        return std::make_unique<JsonPrinter>(console);
    default:
        break; // exported by ResultExporter, not printed
    }
    Q_UNREACHABLE();
    return {};
}

} // namespace nelumbo
