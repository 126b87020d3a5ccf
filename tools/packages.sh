# shellcheck shell=bash
# The Debian packages Nelumbo needs to build, run and test, per release.
# Sourced by tools/dev.sh and .ci/run so the list lives in one place.

nelumbo_packages() {
    local codename=$1
    local pkgs=(
        cmake ninja-build g++ pkg-config ccache
        qt6-base-dev qt6-tools-dev qt6-l10n-tools
        libqscintilla2-qt6-dev qtkeychain-qt6-dev libsqlite3-dev
        libqt6sql6-sqlite libqt6sql6-psql libqt6sql6-mysql
        libbenchmark-dev
        fonts-dejavu-core xvfb xauth x11-utils
        # Qt's own catalogues: standard dialog buttons in the interface language
        qt6-translations-l10n
        # Qt's SVG image plugin (the value viewer shows SVG values as pictures): in libqt6svg6
        # on Debian 12, in qt6-svg-plugins from Debian 13 on
        libqt6svg6
        # database client libraries for the adapters (PQcancel, mysql_kill and friends)
        libpq-dev libmariadb-dev libhiredis-dev
        # XLSX export (typed cells, frozen header)
        libxlsxwriter-dev
        # tests read exported XLSX files back (a zip)
        unzip
        # servers for the database tests (tests/servers/servers.sh starts private ones)
        postgresql mariadb-server mariadb-client redis-server redis-tools
        # the databases' own clients, which the export tests and benchmarks compare against
        sqlite3 postgresql-client
        # a real browser that opens nelumbo-cli eval's HTML report (tests/eval)
        chromium
        # packaging: cpack's DEB generator (dpkg-shlibdeps, file) and the install-layout checks
        dpkg-dev file desktop-file-utils appstream
    )
    case "$codename" in
        # no KF6 on Debian 12: QScintilla's own lexers are used. Its clang-format (14) is the one
        # the tree is formatted with (tools/format.sh).
        bookworm) pkgs+=(clang-format) ;;
        # libxlsxwriter-dev's pkg-config file there requires minizip without depending on it
        *) pkgs+=(libkf6syntaxhighlighting-dev qt6-svg-plugins libminizip-dev) ;;
    esac
    printf '%s\n' "${pkgs[@]}"
}

# Only for tools/dev.sh fuzz: clang and libFuzzer's runtime (the releases' default versions).
nelumbo_fuzz_packages() {
    printf '%s\n' clang libclang-rt-dev
}
