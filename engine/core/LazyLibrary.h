#pragma once

#include "Result.h"

#include <QByteArray>
#include <cstddef>
#include <mutex>
#include <tuple>

namespace nelumbo {

// A client library opened with dlopen() the first time a command needs it. Linked normally,
// every such library and its own dependencies would be mapped and relocated before main(),
// whatever the run needs: most of `nelumbo-cli run --source demo` was spent there.
class LazyLibrary
{
public:
    // `file` is the exact name the build was made against (libpq.so.5) or a path; `purpose`
    // says what needs it, for the error.
    LazyLibrary(QByteArray file, const char* purpose);
    LazyLibrary(const LazyLibrary&) = delete;
    LazyLibrary& operator=(const LazyLibrary&) = delete;

    // Opens the library once; later calls return the first outcome.
    Result<void> load();
    bool isLoaded();
    const QByteArray& file() const { return m_file; }

    // The address of a function, loading the library if needed. The callers check load()
    // first, so a missing library or symbol here is a packaging fault and ends the program.
    void* symbol(const char* name);
    // The same, or null when the library or the function is missing.
    void* find(const char* name);

private:
    QByteArray m_file;
    const char* m_purpose;
    std::mutex m_mutex;
    bool m_tried = false;
    void* m_handle = nullptr;
    Result<void> m_outcome;
};

template <typename F> struct LazyFunction;
template <typename R, typename... A> struct LazyFunction<R(A...)>
{
    using Return = R;
    static constexpr std::size_t arity = sizeof...(A);
    template <std::size_t I> using Arg = std::tuple_element_t<I, std::tuple<A...>>;
};
template <typename F> using LazyReturn = typename LazyFunction<F>::Return;
template <typename F, std::size_t I> using LazyArg = typename LazyFunction<F>::template Arg<I>;

} // namespace nelumbo

// Defines the C function `name`, declared by the library's own header, as a call through
// the function of that name in `library()` (a function returning a LazyLibrary&). The
// parameter types come from the header's declaration, so a mismatch does not compile.
#define NELUMBO_LAZY_P0(n)
#define NELUMBO_LAZY_P1(n) ::nelumbo::LazyArg<decltype(n), 0> a0
#define NELUMBO_LAZY_P2(n) NELUMBO_LAZY_P1(n), ::nelumbo::LazyArg<decltype(n), 1> a1
#define NELUMBO_LAZY_P3(n) NELUMBO_LAZY_P2(n), ::nelumbo::LazyArg<decltype(n), 2> a2
#define NELUMBO_LAZY_P4(n) NELUMBO_LAZY_P3(n), ::nelumbo::LazyArg<decltype(n), 3> a3
#define NELUMBO_LAZY_P5(n) NELUMBO_LAZY_P4(n), ::nelumbo::LazyArg<decltype(n), 4> a4
#define NELUMBO_LAZY_P6(n) NELUMBO_LAZY_P5(n), ::nelumbo::LazyArg<decltype(n), 5> a5
#define NELUMBO_LAZY_P7(n) NELUMBO_LAZY_P6(n), ::nelumbo::LazyArg<decltype(n), 6> a6
#define NELUMBO_LAZY_P8(n) NELUMBO_LAZY_P7(n), ::nelumbo::LazyArg<decltype(n), 7> a7
#define NELUMBO_LAZY_A0
#define NELUMBO_LAZY_A1 a0
#define NELUMBO_LAZY_A2 NELUMBO_LAZY_A1, a1
#define NELUMBO_LAZY_A3 NELUMBO_LAZY_A2, a2
#define NELUMBO_LAZY_A4 NELUMBO_LAZY_A3, a3
#define NELUMBO_LAZY_A5 NELUMBO_LAZY_A4, a4
#define NELUMBO_LAZY_A6 NELUMBO_LAZY_A5, a5
#define NELUMBO_LAZY_A7 NELUMBO_LAZY_A6, a6
#define NELUMBO_LAZY_A8 NELUMBO_LAZY_A7, a7

#define NELUMBO_LAZY_FUNCTION(library, name, n)                                                    \
    static_assert(::nelumbo::LazyFunction<decltype(name)>::arity == n, #name);                     \
    extern "C" ::nelumbo::LazyReturn<decltype(name)> name(NELUMBO_LAZY_P##n(name))                 \
    {                                                                                              \
        static const auto real = reinterpret_cast<decltype(&name)>(library().symbol(#name));       \
        return real(NELUMBO_LAZY_A##n);                                                            \
    }
