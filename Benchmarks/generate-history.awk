# Writes a long synthetic model history into the folder `dir` (awk -v dir=D -v versions=N -v entities=M):
# `History.yaml`, `History 2.yaml` … `History N.yaml` and `_manifest.yaml`, the last version current.
# The history grows as a long-lived app's does: entities are added over time up to `entities`, every
# version adds an optional attribute to a few entities (a lightweight step), every eleventh version also
# changes an attribute's type (a heavy step), and every seventeenth renames an attribute with a renaming
# identifier. Each entity has shorthand and full-form attributes and relationships with inverses.
function version_name(v) { return v == 1 ? "History" : "History " v }

function write_version(v,    file, count, i, next_entity, extras, k, name, type) {
    file = dir "/" version_name(v) ".yaml"
    count = entities - int((versions - v) * entities / (4 * versions))
    print "versionIdentifier: \"" v "\"" > file
    print "entities:" > file
    for (i = 0; i < count; i++) {
        next_entity = (i + 1) % count
        printf "  Item%d:\n", i > file
        if (i % 10 == 5) printf "    parent: Item%d\n", i - 5 > file
        printf "    className: Item%dMO\n", i > file
        printf "    uniquenessConstraints:\n      - [name%d]\n", i > file
        printf "    attributes:\n" > file
        printf "      name%d: String\n", i > file
        printf "      note%d: String?\n", i > file
        printf "      count%d: Integer 32 = 0\n", i > file
        printf "      done%d: Boolean = NO\n", i > file
        # A heavy step every eleventh version: the type of `due` alternates for one entity.
        type = (i == (int(v / 11) % count) && int(v / 11) % 2 == 1) ? "String?" : "Date?"
        printf "      due%d: %s\n", i, type > file
        # Renamed every seventeenth version, with the identifier naming the previous name.
        name = int(v / 17) == 0 ? "ratio" : "ratio" int(v / 17) "_"
        printf "      %s%d:\n        type: Double\n        defaultValue: 0.5\n", name, i > file
        if (name != "ratio") printf "        renamingIdentifier: %s%d\n", (int(v / 17) == 1 ? "ratio" : "ratio" (int(v / 17) - 1) "_"), i > file
        printf "      rank%d:\n        type: Integer 16\n        defaultValue: 1\n        minValue: 0\n        maxValue: 100\n", i > file
        # One optional attribute more every (i % 7 + 10) versions.
        extras = int(v / (i % 7 + 10))
        for (k = 1; k <= extras; k++) printf "      extra%d_%d: Integer 64?\n", i, k > file
        printf "    relationships:\n" > file
        printf "      next%d: Item%d.previous%d?\n", i, next_entity, next_entity > file
        printf "      previous%d: [Item%d.next%d]\n", i, (i + count - 1) % count, (i + count - 1) % count > file
    }
    close(file)
}

BEGIN {
    if (dir == "") { print "generate-history.awk: pass -v dir=FOLDER" > "/dev/stderr"; exit 1 }
    if (versions == "") versions = 120
    if (entities == "") entities = 60
    for (v = 1; v <= versions; v++) write_version(v)
    print "current: " version_name(versions) > (dir "/_manifest.yaml")
}
