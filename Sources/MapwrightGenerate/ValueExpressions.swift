/// The value expressions Xcode's mapping editor generates by default.
///
/// docs/core-data/xcmappingmodel-format.md, "What a mapping model holds".
package enum ValueExpressions {
    /// `$source.<name>`: an attribute's default expression, with the *source* name for a renamed one.
    package static func attribute(sourceName: String) -> String {
        "$source.\(sourceName)"
    }

    /// The default expression of a to-one or to-many relationship: the destination instances the entity
    /// mapping `mappingName` made from the source relationship's objects.
    package static func relationship(mappingName: String, sourceName: String) -> String {
        "FUNCTION($manager, \"destinationInstancesForEntityMappingNamed:sourceInstances:\", \"\(mappingName)\", $source.\(sourceName))"
    }

    /// An entity mapping's default source expression: every instance of the source entity.
    package static func entitySource(sourceEntity: String) -> String {
        "FETCH(FUNCTION($manager, \"fetchRequestForSourceEntityNamed:predicateString:\" , \"\(sourceEntity)\", \"TRUEPREDICATE\"), $manager.sourceContext, NO)"
    }

    /// A value expression calling an `@objc` helper on the entity's policy, e.g.
    /// `FUNCTION($entityPolicy, "priorityFromPriority:", $source.priority)`.
    package static func policyHelper(selector: String, sourceName: String) -> String {
        "FUNCTION($entityPolicy, \"\(selector)\", $source.\(sourceName))"
    }
}
