import MapwrightDiagnostics

/// The rules of the mapping-model reader (Xcode input range, MW046–MW049).
///
/// docs/mapping-models.md: what is read, and what each code means.
package enum MappingReadingRules {
    /// The mapping model cannot be read at all: no `xcmapping.xml`, malformed XML, not a Core Data XML
    /// store, or no mapping model object in it.
    package static let unreadable = Rule(
        code: "MW046", title: "Mapping model unreadable", severity: .error, migration: nil,
        summary:
            "An `.xcmappingmodel` has no readable `xcmapping.xml`: the file is missing, is not well-formed XML, is not a Core Data XML store, or holds no `XDDEVMAPPINGMODEL` object.",
        why: "A mapping model that cannot be read cannot be matched to a step; Xcode's compiler would fail on it too.",
        fix: "Restore the file from version control, or recreate the mapping model in Xcode.",
        example: "An `xcmapping.xml` cut off in the middle of an `<object>`", examples: .mw046)

    /// An archive in the file (value expression, userInfo, model snapshot) cannot be decoded.
    package static let undecodableExpression = Rule(
        code: "MW047", title: "Archived value undecodable", severity: .warning, migration: nil,
        summary:
            "A keyed archive in `xcmapping.xml` cannot be decoded: a `valueexpressiondata` (an `NSExpression`) using a construct Mapwright does not decode, a `userinfodata`, or a model snapshot (`sourcemodeldata`, `destinationmodeldata`) that is not a readable archive.",
        why:
            "What the expression fills in, or which entity hashes the mapping model stands for, is unknown: the property mapping is kept without its expression, and without a snapshot the mapping model is matched by the versions its paths name.",
        fix:
            "Rewrite the expression in Xcode's mapping editor with `$source` key paths, constants or `FUNCTION(…)`; re-select the source and destination models in the editor to rewrite the snapshots; or report the construct.",
        example: "A `SUBQUERY(…)` value expression", examples: .mw047)

    /// An object, attribute or relationship of the store the reader does not know.
    package static let unknownConstruct = Rule(
        code: "MW048", title: "Unknown mapping-model or archived-model content", severity: .warning, migration: nil,
        summary:
            "`xcmapping.xml`, or the archived model of a mapping model's snapshot or a pre-Xcode 4 version's `elements`, holds an object type, attribute, relationship or setting the reader does not know; it is reported, not read.",
        why: "Content a newer Xcode writes may change how the mapping migrates data.",
        fix: "Report the construct with the file so the reader can learn it.",
        example: "`<attribute name=\"futuremappingflag\" …>` on an `XDDEVENTITYMAPPING`", examples: .mw048)

    /// A reference between the store's objects that does not resolve, or a value that cannot be read.
    package static let brokenReference = Rule(
        code: "MW049", title: "Mapping-model reference broken", severity: .warning, migration: nil,
        summary:
            "An `idrefs` names an object the file does not hold, an object is listed by no entity mapping, or a value (`mappingnumber`, `mappingtypename`, base64 data) cannot be read.",
        why:
            "The entity mapping or property mapping it concerns is incomplete, so what the mapping migrates is not known for sure.",
        fix: "Open and save the mapping model in Xcode, or recreate it.",
        example: "`idrefs=\"z131\"` where no object has id `z131`", examples: .mw049)

    /// Every rule of the mapping-model reader, ordered by code.
    package static let all: [Rule] = [unreadable, undecodableExpression, unknownConstruct, brokenReference]
}
