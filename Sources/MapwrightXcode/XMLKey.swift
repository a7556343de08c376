/// An attribute name the `contents` decoder asks elements for, numbered: the tree builder tags each
/// attribute with its name's number once per parse, so that an ``ElementReader`` finds an attribute by
/// comparing small integers and records the names it asked for in a bit set, with no string compared
/// or stored per question. The case names are the
/// attribute names as Xcode writes them.
enum XMLKey: Int8, CaseIterable, Sendable {
    case allowsCloudEncryption, allowsExternalBinaryDataStorage, attributeType, codeGenerationType, composite
    case customClassName, defaultDateTimeInterval, defaultValueString, deletionRule, derivationExpression
    case derived, destinationEntity, documentVersion, elementID, entity, expression, expressionType
    case fetchBatchSize, fetchLimit, iOSVersion, includePendingChanges, includePropertyValues
    case includeSubentities, indexed, inverseEntity, inverseName, isAbstract, key, lastSavedToolsVersion
    case macOSVersion, maxCount, maxDateTimeInterval, maxValueString, minCount, minDateTimeInterval
    case minValueString, minimumToolsVersion, name, optional, order, ordered, parentEntity, predicateString
    case preserveAfterDeletion, property, regularExpressionString, representedClassName
    case returnDistinctResults, returnObjectsAsFaults, sourceLanguage, spotlightIndexingEnabled
    case storedInTruthFile, syncable, systemVersion, toMany, transient, type, usedWithCloudKit
    case usedWithSwiftData, userDefinedModelVersionIdentifier, usesScalarValueType, value
    case valueTransformerName, versionHashModifier

    /// The attribute name, as written in a `contents` file.
    var name: String { Self.names[Int(rawValue)] }

    /// The number of the key spelled `name`, or -1 when no key is spelled so.
    static func number(of name: String) -> Int8 { numbers[name] ?? -1 }

    private static let names = allCases.map { "\($0)" }
    private static let numbers = Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0.rawValue) })
}

/// A set of ``XMLKey``s, as bits.
struct XMLKeySet: Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    @inline(__always)
    mutating func insert(_ key: XMLKey) {
        let number = UInt64(key.rawValue)
        if number < 64 { low |= 1 << number } else { high |= 1 << (number - 64) }
    }

    /// The names of the keys in the set.
    var names: [String] {
        XMLKey.allCases.filter { key in
            let number = UInt64(key.rawValue)
            return (number < 64 ? low >> number : high >> (number - 64)) & 1 != 0
        }.map(\.name)
    }
}
