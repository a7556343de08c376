/// Core Data's naming rules for entities and properties.
///
/// Xcode's model editor rejects an entity name that does not begin with a capital letter and a
/// property name that does not begin with a lowercase letter; both may hold only ASCII letters, digits
/// and underscores. Names also become file and class names downstream, so nothing like `../x` passes.
package enum NamingRules {
    /// `ToDo`, `Item_2`: an uppercase ASCII letter, then letters, digits or underscores.
    package static func isValidEntityName(_ name: String) -> Bool {
        isIdentifier(name) { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
    }

    /// `title`, `dueDate`: a lowercase ASCII letter, then letters, digits or underscores.
    package static func isValidPropertyName(_ name: String) -> Bool {
        isIdentifier(name) { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
    }

    /// `_cache`, `URL`, `title`: an ASCII letter or `_`, then letters, digits or underscores (a Swift
    /// property name SwiftData takes as it is).
    package static func isSwiftIdentifier(_ name: String) -> Bool {
        isIdentifier(name) {
            ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") || $0 == UInt8(ascii: "_")
        }
    }

    /// `Box`: a property name that breaks the naming rule only by its uppercase first letter. Xcode's
    /// editor no longer lets one be typed, but its model compiler builds such a model and Core Data
    /// loads it (files written by older Xcode versions ship with them).
    package static func isCapitalizedPropertyName(_ name: String) -> Bool {
        isValidEntityName(name)
    }

    /// Property names Core Data rejects: no-argument methods of `NSObject` and `NSManagedObject`.
    ///
    /// Apple, `NSPropertyDescription.name`: "a property name cannot be the same as any no-parameter
    /// method name of NSObject or NSManagedObject. For example, you cannot give a property the name
    /// `description`." The list is the no-argument instance methods and properties of the
    /// `NSObject` protocol and class, and of `NSManagedObject` (NSManagedObject.h).
    package static let reservedPropertyNames: Set<String> = [
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

    /// True for a name in ``reservedPropertyNames``; checks the first letter and the length first, which
    /// rule out most names without hashing them (the length alone let nine names in ten through).
    package static func isReservedPropertyName(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard let first = utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return false }
        return hasReservedLength(first: first, length: utf8.count) && reservedPropertyNames.contains(name)
    }

    /// For each lowercase first letter `a` to `z`, a bit for the length of each reserved name that starts
    /// with it (every reserved name starts with a lowercase ASCII letter).
    private static let reservedLengths: [UInt64] = reservedPropertyNames.reduce(into: Array(repeating: 0, count: 26)) {
        lengths, name in lengths[Int(name.utf8.first! - UInt8(ascii: "a"))] |= 1 << UInt64(name.utf8.count)
    }

    /// How a property name stands with the rules: ``isCapitalizedPropertyName(_:)``,
    /// ``isValidPropertyName(_:)`` and ``isReservedPropertyName(_:)`` in one walk over its bytes.
    enum PropertyNameCheck {
        case valid, capitalized, invalid, reserved
    }

    /// The property name checks of the validator, in its order: capitalized, else invalid, else reserved.
    static func check(propertyName name: String) -> PropertyNameCheck {
        var name = name
        let result = name.withUTF8(checkProperty)
        return result == .reserved && !reservedPropertyNames.contains(name) ? .valid : result
    }

    /// ``check(propertyName:)`` of the name's bytes, `reserved` for a valid name of the first letter and
    /// length of a reserved name (which the caller looks up).
    private static func checkProperty(_ bytes: UnsafeBufferPointer<UInt8>) -> PropertyNameCheck {
        guard let head = bytes.first, hasIdentifierTail(bytes) else { return .invalid }
        if head >= UInt8(ascii: "A") && head <= UInt8(ascii: "Z") { return .capitalized }
        guard head >= UInt8(ascii: "a") && head <= UInt8(ascii: "z") else { return .invalid }
        return hasReservedLength(first: head, length: bytes.count) ? .reserved : .valid
    }

    /// True when a reserved name starts with the lowercase letter `first` and has `length` bytes.
    private static func hasReservedLength(first: UInt8, length: Int) -> Bool {
        length < 64 && reservedLengths[Int(first - UInt8(ascii: "a"))] & (1 << UInt64(length)) != 0
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        return isLetter || isDigit || byte == UInt8(ascii: "_")
    }

    /// Walks the name's UTF-8 storage where it is: the `String.UTF8View` iterator costs several times the
    /// check of each byte.
    private static func isIdentifier(_ name: String, first: (UInt8) -> Bool) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            guard let head = bytes.first, first(head) else { return false }
            return hasIdentifierTail(bytes)
        }
    }

    /// Whether every byte after the first is a letter, digit or underscore; a plain loop, as a generic
    /// `allSatisfy` in a debug build costs several times the check of each byte.
    private static func hasIdentifierTail(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 1
        while index < bytes.count {
            guard isIdentifierByte(bytes[index]) else { return false }
            index += 1
        }
        return true
    }
}
