#!/usr/bin/env bash
# The markdown report is data (docs/reporters.md): renders `check --reporter markdown` on a model whose
# version names, policy reasons, user info, version hash modifier and suppression reason hold links,
# images, HTML, mentions and references, with GitHub's markdown renderer (cmark-gfm, from PyPI), and
# requires that no link, image or HTML element came from the inputs and that `@name` and `#123` are
# neutralised.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
python3 -c 'import cmarkgfm' 2>/dev/null || python3 -m pip install --quiet cmarkgfm >/dev/null 2>&1 \
    || python3 -m pip install --quiet --break-system-packages cmarkgfm || exit 2
# MAPWRIGHT_BINARY: a mapwright already built (else the debug build, built when needed).
binary="${MAPWRIGHT_BINARY:-}"
if [ -z "$binary" ]; then
    swift build --product mapwright >/dev/null 2>&1 || swift build --product mapwright || exit 2
    binary="$(swift build --show-bin-path)/mapwright"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/schemas/Shop"
cd "$work" || exit 2
v2='[click](https:evil.example) @octocat #1'
v3='<img src=x> <details open> ![t](https:evil.example)'
cat > schemas/Shop/Shop.yaml <<'YAML'
entities:
  Item:
    attributes:
      title: String?
      notes: String?
      price: String?
YAML
cat > "schemas/Shop/$v2.yaml" <<'YAML'
entities:
  Item:
    migrationPolicy: "<b>bold</b> [l](https:evil.example) @octocat #12 *em* `code"
    versionHashModifier: "a`[x](https:evil.example)`"
    userInfo: {note: "<img src=x onerror=alert(1)> @octocat #7 [u](https:evil.example)"}
    attributes:
      title: String?
      notes: String?
      price: Integer 32 = 0
YAML
cat > "schemas/Shop/$v3.yaml" <<'YAML'
entities:
  Item:
    attributes:
      title: String?
      price: Integer 32 = 0
YAML
cat > schemas/Shop/_manifest.yaml <<YAML
current: "$v3"
versions: [Shop, "$v2", "$v3"]
YAML
cat > mapwright.yml <<'YAML'
models: [schemas/Shop]
suppress:
  - {code: MW121, model: Shop, entity: Item, reason: "<img src=x> [s](https:evil.example) @octocat #3"}
YAML
"$binary" check --reporter markdown > report.md 2> stderr.txt
status=$?
if [ "$status" -ge 2 ]; then
    cat stderr.txt
    echo "0 passed, 1 failed"
    exit 1
fi

python3 - report.md <<'PY'
import html.parser, sys, cmarkgfm
from cmarkgfm.cmark import Options

text = open(sys.argv[1], encoding="utf-8").read()
# Raw HTML passed through (GitHub sanitises it, we want none from the inputs at all).
rendered = cmarkgfm.github_flavored_markdown_to_html(text, options=Options.CMARK_OPT_UNSAFE)
# The elements the report writes itself; no link (no rules URL is configured) and no image.
allowed = {"h2", "h3", "p", "strong", "table", "thead", "tbody", "tr", "th", "td", "ul", "li", "code", "pre",
           "del", "details", "summary"}

class Collect(html.parser.HTMLParser):
    """The elements, and the text GitHub reads mentions and references in (not in code)."""
    def __init__(self):
        super().__init__()
        self.tags, self.text, self.code = [], [], 0
    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, attrs))
        self.code += tag in ("code", "pre")
    def handle_endtag(self, tag):
        self.code -= tag in ("code", "pre")
    def handle_data(self, data):
        self.text.append(("code " if self.code else "text ", data))

collector = Collect()
collector.feed(rendered)
visible = "".join(data for _, data in collector.text)
prose = "".join(data for kind, data in collector.text if kind == "text ")
checks = {
    "no element the report does not write": [t for t, _ in collector.tags if t not in allowed] == [],
    "no element with attributes but the Mermaid block": [
        t for t, a in collector.tags if a and (t, a) != ("pre", [("lang", "mermaid")])] == [],
    "no link": "<a " not in rendered,
    "no image": "<img" not in rendered,
    "no mention outside code": "@octocat" not in prose,
    "no reference outside code": all(f"#{n}" not in prose for n in (1, 3, 7, 12)),
    "version names shown as text": "[click](https:evil.example)" in visible and "<img src=x>" in visible,
    "policy reason shown as text": "<b>bold</b>" in visible,
    "suppression reason shown as text": "[s](https:evil.example)" in visible,
    "hash modifier shown whole": "a`[x](https:evil.example)`" in visible,
}
passed = sum(checks.values())
for name, ok in checks.items():
    if not ok:
        print(f"FAIL: {name}")
if passed < len(checks):
    print(rendered)
print(f"{passed} passed, {len(checks) - passed} failed")
sys.exit(0 if passed == len(checks) else 1)
PY
