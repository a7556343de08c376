/// Diagnostic codes of `ModelValidator` (range MW050–MW099, docs/architecture.md). Errors are models
/// Xcode refuses to compile or whose graph cannot be built; warnings are mistakes Xcode compiles and
/// Core Data loads, so the model is still read and analysed (docs/validation.md says which is which).
public enum ModelDiagnosticCode {
    /// An entity name breaks Core Data's naming rule.
    public static let invalidEntityName = "MW050"
    /// A property name breaks Core Data's naming rule.
    public static let invalidPropertyName = "MW051"
    /// A property name Core Data rejects because `NSManagedObject` or `NSObject` already uses it.
    public static let reservedPropertyName = "MW052"
    /// Two entities, or two properties of one entity (inherited ones included), share a name.
    public static let duplicateName = "MW053"
    /// A relationship's destination entity does not exist.
    public static let unknownDestination = "MW054"
    /// A parent entity does not exist.
    public static let unknownParent = "MW055"
    /// A relationship's inverse is not a relationship of the destination.
    public static let unknownInverse = "MW056"
    /// A relationship's inverse does not point back at it (a warning: Core Data loads such models).
    public static let inverseMismatch = "MW057"
    /// An entity inherits from itself, directly or through others.
    public static let inheritanceCycle = "MW058"
    /// Two properties of one entity (inherited ones included) share a renaming identifier (a warning:
    /// the model loads; a step that infers a mapping from it is heavy, MW106).
    public static let duplicatePropertyIdentifier = "MW059"
    /// Two entities share a renaming identifier (a warning, as MW059).
    public static let duplicateEntityIdentifier = "MW060"
    /// A default value that does not parse for the attribute's type.
    public static let invalidDefault = "MW061"
    /// A fetched property, fetch request or configuration names an entity that does not exist.
    public static let unknownEntity = "MW062"
    /// A uniqueness constraint or fetch index names a property the entity does not have.
    public static let unknownProperty = "MW063"
    /// A composite attribute names no composite type, or a composite type is malformed.
    public static let invalidComposite = "MW064"
    /// A minimum or maximum that does not parse for its type, or counts that contradict each other.
    public static let invalidBounds = "MW065"
    /// A relationship's inverse names a third relationship as its own inverse (a warning: Xcode saves
    /// such models and Core Data loads them, but the two sides are not kept in step).
    public static let inverseNotMutual = "MW066"
    /// A class name (migration policy or entity) that is not a Swift / Objective-C identifier,
    /// optionally module-qualified (``IdentifierRules``).
    public static let invalidClassName = "MW067"
    /// A version name that is not safe as a file name (``IdentifierRules``).
    public static let unsafeVersionName = "MW068"
    /// A number or `YES`/`NO` default written for an integer attribute in another type's spelling
    /// (`0.0`, `NO`): Xcode compiles it and Core Data converts it.
    public static let defaultOfAnotherType = "MW075"
    /// A property name that starts with an uppercase letter: Xcode compiles it and Core Data loads it.
    public static let capitalizedPropertyName = "MW076"
}
