#!/usr/bin/env bash
# `check --stores` on the example schemas: builds a store of each released version of schemas/ToDo with
# sqlite3, laid out as Core Data lays out that version (docs/core-data/stores.md), its metadata holding the
# version's hashes from `mapwright hash` (an XML property list: the reader takes both forms); then checks them
# with the model and expects each identified, its layout matched, no failing row, and the stores' bytes
# unchanged. Prints `N passed, N failed`; exits 1 when a case failed.
# Usage: scripts/test-stores.sh [path/to/mapwright]   (default: the debug build, built when missing)
set -euo pipefail
cd "$(dirname "$0")/.."
binary="${1:-.build/debug/mapwright}"
[ -x "$binary" ] || swift build --product mapwright >/dev/null
binary="$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
passed=0
failed=0

# The bytes written as hex in $1, in base64.
hex_to_base64() {
    local hex="$1" escaped="" i
    for ((i = 0; i < ${#hex}; i += 2)); do escaped+="\\x${hex:i:2}"; done
    printf '%b' "$escaped" | base64 | tr -d '\n'
}

# The entity hashes of version $1 of schemas/ToDo as `Entity hex` lines.
hashes() {
    "$binary" hash --format json schemas/ToDo | awk -v version="$1" '
        /"entities"/ { entities = ""; next }
        /^ *"[A-Za-z]+" : "[0-9a-f]+"/ { gsub(/[",]/, ""); entities = entities $1 " " $3 "\n"; next }
        /"name"/ { gsub(/^ *"name" : "|",?$/, ""); if ($0 == version) printf "%s", entities }'
}

# An XML property list with the metadata Core Data writes, the hashes of version $1.
metadata() {
    printf '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict>'
    printf '<key>NSStoreType</key><string>SQLite</string>'
    printf '<key>NSPersistenceFrameworkVersion</key><integer>1000</integer>'
    printf '<key>NSStoreModelVersionHashesVersion</key><integer>3</integer>'
    printf '<key>NSStoreModelVersionHashes</key><dict>'
    hashes "$1" | while read -r entity hex; do
        printf '<key>%s</key><data>%s</data>' "$entity" "$(hex_to_base64 "$hex")"
    done
    printf '</dict></dict></plist>\n'
}

# A store of version $1 at $2 with the extra ZTODO columns $3 and the ToDo rows $4 (SQL values lists).
make_store() {
    local plist
    plist="$(metadata "$1")"
    sqlite3 "$2" <<SQL
CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);
INSERT INTO Z_METADATA VALUES (1, 'F00D', CAST('${plist}' AS BLOB));
INSERT INTO Z_PRIMARYKEY VALUES (1, 'Category', 0, 1), (2, 'ToDo', 0, 2);
CREATE TABLE ZCATEGORY (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZNAME VARCHAR);
CREATE TABLE ZTODO (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZCOMPLETED INTEGER, ZCATEGORY INTEGER, ZDUEDATE TIMESTAMP, ZNAME VARCHAR$3);
CREATE INDEX ZTODO_ZCATEGORY_INDEX ON ZTODO (ZCATEGORY);
INSERT INTO ZCATEGORY VALUES (1, 1, 1, 'Home');
INSERT INTO ZTODO VALUES $4;
SQL
}

check_case() {
    local name="$1" expected="$2" actual="$3"
    if [ "$actual" = "$expected" ]; then
        passed=$((passed + 1))
        echo "ok   $name"
    else
        failed=$((failed + 1))
        echo "FAIL $name: expected '$expected', got '$actual'"
    fi
}

mkdir -p "$work/stores"
make_store "ToDo" "$work/stores/ToDo_1.sqlite" "" "(1, 2, 1, 0, 1, NULL, 'Buy milk'), (2, 2, 1, 1, NULL, 700000000, 'Call')"
make_store "ToDo 2" "$work/stores/ToDo_2.store" \
    ", ZDONOTALERT INTEGER, ZLASTALERTDATE TIMESTAMP, ZPRIORITY VARCHAR" \
    "(1, 2, 1, 0, 1, NULL, 'Buy milk', 0, NULL, NULL)"
before="$(cksum "$work"/stores/*)"

"$binary" check --format json --stores "$work/stores" schemas/ToDo >"$work/out.json" || true
stores="$(grep -c '"outcome"' "$work/out.json" || true)"
check_case "both stores checked" 2 "$stores"
check_case "version ToDo identified" 1 "$(grep -c '^        "ToDo"$' "$work/out.json" || true)"
check_case "version ToDo 2 identified" 1 "$(grep -c '^        "ToDo 2"$' "$work/out.json" || true)"
check_case "no failing row" 0 "$(grep -A0 '"errors" : [1-9]' "$work/out.json" | wc -l | tr -d ' ')"
check_case "layout matched" 0 "$(grep -c 'MW192' "$work/out.json" || true)"
check_case "stores unchanged" "$before" "$(cksum "$work"/stores/*)"
check_case "no file added beside the stores" 2 "$(find "$work/stores" -type f | wc -l | tr -d ' ')"

echo "test-stores.sh: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
