# Writes a synthetic model version with `entities` entities (awk -v entities=N): every entity has
# shorthand and full-form attributes, a to-one and a to-many relationship with inverses, an index,
# and some inherit, so the loader and the validator do all their work. With -v revision=2 every tenth
# entity gains an optional attribute: the next version of the same model, one lightweight step away.
BEGIN {
    if (entities == "") entities = 5000
    print "# yaml-language-server: $schema=../mapwright-model.schema.json"
    print "versionIdentifier: \"bench\""
    print "entities:"
    for (i = 0; i < entities; i++) {
        next_entity = (i + 1) % entities
        printf "  Entity%d:\n", i
        if (i % 10 == 5) printf "    parent: Entity%d\n", i - 5
        printf "    className: Entity%dMO\n", i
        printf "    codeGeneration: class\n"
        printf "    userInfo:\n      owner: team %d\n", i % 7
        printf "    uniquenessConstraints:\n      - [name%d]\n", i
        printf "    fetchIndexes:\n      byName: [name%d]\n", i
        printf "    attributes:\n"
        printf "      name%d: String\n", i
        printf "      note%d: String?\n", i
        printf "      count%d: Integer 32 = 0\n", i
        printf "      done%d: Boolean = NO\n", i
        printf "      due%d: Date?\n", i
        printf "      ratio%d: Double = 0.5\n", i
        printf "      payload%d:\n", i
        printf "        type: Binary\n        optional: true\n        allowsExternalBinaryDataStorage: true\n"
        if (revision == 2 && i % 10 == 3) printf "      added%d: String?\n", i
        printf "      rank%d:\n", i
        printf "        type: Integer 16\n        defaultValue: 1\n        minValue: 0\n        maxValue: 100\n        indexed: true\n"
        printf "    relationships:\n"
        printf "      next%d: Entity%d.previous%d?\n", i, next_entity, next_entity
        printf "      previous%d: [Entity%d.next%d]\n", i, (i + entities - 1) % entities, (i + entities - 1) % entities
        printf "      owned%d:\n", i
        printf "        destination: Entity%d\n        toMany: true\n        ordered: true\n        deleteRule: Cascade\n", next_entity
    }
}
