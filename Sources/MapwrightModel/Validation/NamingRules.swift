/// Core Data's naming rules for entities and properties.
///
/// Xcode's model editor rejects an entity name that does not begin with a capital letter and a
/// property name that does not begin with a lowercase letter; both may hold only ASCII letters, digits
/// and underscores. Names also become file and class names downstream, so nothing like `../x` passes.
public enum NamingRules {
    /// `ToDo`, `Item_2`: an uppercase ASCII letter, then letters, digits or underscores.
    public static func isValidEntityName(_ name: String) -> Bool {
        isIdentifier(name) { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
    }

    /// `title`, `dueDate`: a lowercase ASCII letter, then letters, digits or underscores.
    public static func isValidPropertyName(_ name: String) -> Bool {
        isIdentifier(name) { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
    }

    /// `Box`: a property name that breaks the naming rule only by its uppercase first letter. Xcode's
    /// editor no longer lets one be typed, but its model compiler builds such a model and Core Data
    /// loads it (files written by older Xcode versions ship with them).
    public static func isCapitalizedPropertyName(_ name: String) -> Bool {
        isValidEntityName(name)
    }

    /// Property names Core Data rejects: no-argument methods of `NSObject` and `NSManagedObject`.
    ///
    /// Apple, `NSPropertyDescription.name`: "a property name cannot be the same as any no-parameter
    /// method name of NSObject or NSManagedObject. For example, you cannot give a property the name
    /// `description`." The list is the no-argument instance methods and properties of the
    /// `NSObject` protocol and class, and of `NSManagedObject` (NSManagedObject.h).
    public static let reservedPropertyNames: Set<String> = [
        // NSObject protocol and class
        "autoContentAccessingProxy", "autorelease", "class", "classForCoder", "classForKeyedArchiver",
        "copy", "dealloc", "debugDescription", "description", "finalize", "hash", "init", "isProxy",
        "mutableCopy", "observationInfo", "release", "retain", "retainCount", "self", "superclass", "zone",
        // NSManagedObject
        "awakeFromFetch", "awakeFromInsert", "changedValues", "changedValuesForCurrentEvent",
        "didSave", "didTurnIntoFault", "entity", "faultingState", "hasChanges", "hasPersistentChangedValues",
        "isDeleted", "isFault", "isInserted", "isUpdated", "managedObjectContext", "objectID",
        "prepareForDeletion", "willSave", "willTurnIntoFault",
    ]

    /// True for a name in ``reservedPropertyNames``; checks the length first, which rules out most
    /// names without hashing them.
    public static func isReservedPropertyName(_ name: String) -> Bool {
        let length = name.utf8.count
        return length < 64 && reservedLengths & (1 << UInt64(length)) != 0 && reservedPropertyNames.contains(name)
    }

    private static let reservedLengths: UInt64 = reservedPropertyNames.reduce(0) { $0 | (1 << UInt64($1.utf8.count)) }

    private static func isIdentifier(_ name: String, first: (UInt8) -> Bool) -> Bool {
        var bytes = name.utf8.makeIterator()
        guard let head = bytes.next(), first(head) else { return false }
        while let byte = bytes.next() {
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard isLetter || isDigit || byte == UInt8(ascii: "_") else { return false }
        }
        return true
    }
}
