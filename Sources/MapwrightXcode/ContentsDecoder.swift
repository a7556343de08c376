import MapwrightDiagnostics
import MapwrightModel
import MapwrightSupport

/// Turns the `<model>` element of a `contents` file into a `DataModel`.
///
/// Every element and attribute of the vocabulary (docs/core-data/xcdatamodel-format.md,
/// "`contents` vocabulary") is read; anything else is reported with its position (MW035/MW036).
/// Dropped on purpose: `<elements>` (diagram layout) and the tool stamps `lastSavedToolsVersion`,
/// `systemVersion`, `type`, `documentVersion`.
struct ContentsDecoder {
    let diagnostics: any DiagnosticCollector
    /// The file's name and text (so that errors point at the bad value), shared by every reader.
    private let context: ElementReaderContext

    init(file: String, diagnostics: any DiagnosticCollector, source: XMLSourceText? = nil) {
        self.diagnostics = diagnostics
        context = ElementReaderContext(file: file, diagnostics: diagnostics, source: source)
    }

    func reader(_ node: XMLNode) -> ElementReader { ElementReader(node, context: context) }

    /// This decoder, reporting to `diagnostics` instead.
    func reporting(to diagnostics: any DiagnosticCollector) -> ContentsDecoder {
        ContentsDecoder(file: context.file, diagnostics: diagnostics, source: context.source)
    }

    /// The version named `name` as far as the root element `<model>` tells it (its attributes read; its
    /// children are decoded one by one with ``decodeModelChild(_:of:into:)``), with the root's reader, which
    /// reports unknown children and, when finished, unknown attributes. Nil, with nothing emitted, when the
    /// root is not `<model>` (``reportNotAModel(_:)``).
    func startModel(_ root: XMLNode, name: String) -> (model: DataModel, element: ElementReader)? {
        guard root.name == "model" else { return nil }
        var element = reader(root)
        element.discard(.type, .documentVersion, .lastSavedToolsVersion, .systemVersion)
        if let legacyName = element.string(.name), !legacyName.isEmpty {
            diagnostics.emit(
                XcodeRules.droppedValue,
                "'name' on <model> (\(legacyName)) is not imported: the version is named by its folder",
                at: element.location)
        }
        var model = DataModel(name: name, anchor: element.anchor)
        let identifier = element.string(.userDefinedModelVersionIdentifier)
        model.versionIdentifier = identifier?.isEmpty == false ? identifier : nil
        model.settings = ModelSettings(
            sourceLanguage: element.string(.sourceLanguage),
            minimumToolsVersion: element.string(.minimumToolsVersion),
            isUsedWithCloudKit: element.flag(.usedWithCloudKit),
            isUsedWithSwiftData: element.flag(.usedWithSwiftData),
            macOSVersion: element.string(.macOSVersion),
            iOSVersion: element.string(.iOSVersion)
        )
        return (model, element)
    }

    /// The error for a document whose root element is not `<model>`.
    func reportNotAModel(_ root: XMLNode) {
        diagnostics.emit(
            XcodeRules.notADataModel,
            "the root element is <\(root.name)>, not <model>: this is not a Core Data model", at: reader(root).location)
    }

    /// One child element of `<model>`, added to `model`; `element` is the root's reader.
    func decodeModelChild(_ child: XMLNode, of element: inout ElementReader, into model: inout DataModel) {
        switch child.name {
        case "entity": if let entity = decodeEntity(child) { model.entities.append(entity) }
        case "composite": if let composite = decodeComposite(child) { model.composites.append(composite) }
        case "fetchRequest": if let request = decodeFetchRequest(child) { model.fetchRequests.append(request) }
        case "configuration":
            if let configuration = decodeConfiguration(child) { model.configurations.append(configuration) }
        case "elements": break  // diagram layout: not part of the model
        default: element.unknownChild(child)
        }
    }

    func decodeEntity(_ node: XMLNode) -> Entity? {
        var element = reader(node)
        defer { element.finish() }
        guard let name = element.required(.name) else { return nil }
        var entity = Entity(name: name, anchor: element.anchor)
        entity.className = element.string(.representedClassName)
        entity.parent = element.string(.parentEntity)
        entity.isAbstract = element.flag(.isAbstract)
        entity.renamingIdentifier = element.string(.elementID)
        entity.versionHashModifier = element.string(.versionHashModifier)
        entity.isSyncable = element.flag(.syncable)
        // Code generation never enters a hash nor a migration, and Xcode compiles a model whatever value it
        // holds: `none` (written by hand for manual classes) is manual; another value is dropped, with a warning.
        if let generation = element.string(.codeGenerationType), generation != "none" {
            if let value = CodeGeneration(rawValue: generation), value != .manual {
                entity.codeGeneration = value
            } else {
                diagnostics.emit(
                    XcodeRules.droppedValue,
                    "codeGenerationType '\(generation)' on entity '\(name)' is not 'class' or 'category'; it is read as "
                        + "manual (no code generated)",
                    at: element.valueLocation(.codeGenerationType),
                    hint: Suggestion.hint(for: generation, among: ["class", "category"]))
            }
        }
        var compoundIndexCount = 0
        for child in node.children {
            switch child.name {
            case "attribute": decodeAttribute(child, into: &entity.attributes)
            case "relationship": decodeRelationship(child, into: &entity.relationships)
            case "fetchedProperty":
                if let property = decodeFetchedProperty(child) { entity.fetchedProperties.append(property) }
            case "fetchIndex": if let index = decodeFetchIndex(child) { entity.fetchIndexes.append(index) }
            case "compoundIndexes":
                let indexes = decodeCompoundIndexes(child, startingAt: compoundIndexCount + 1)
                compoundIndexCount += indexes.count
                entity.fetchIndexes.append(contentsOf: indexes)
            case "uniquenessConstraints":
                entity.uniquenessConstraints.append(contentsOf: decodeUniquenessConstraints(child))
            case "userInfo": entity.userInfo.append(contentsOf: decodeUserInfo(child))
            default: element.unknownChild(child)
            }
        }
        if let index = entity.userInfo.firstIndex(where: { $0.key == MigrationPolicyRequest.userInfoKey }) {
            let entry = entity.userInfo.remove(at: index)
            entity.migrationPolicy = MigrationPolicyUserInfo.decode(entry, entity: name, diagnostics: diagnostics)
        }
        return entity
    }

    func decodeUserInfo(_ node: XMLNode) -> [UserInfoEntry] {
        let element = reader(node)
        defer { element.finish() }
        var entries: [UserInfoEntry] = []
        for child in node.children {
            guard child.name == "entry" else {
                element.unknownChild(child)
                continue
            }
            var entry = reader(child)
            if let key = entry.required(.key) {
                entries.append(UserInfoEntry(key: key, value: entry.string(.value) ?? "", anchor: entry.anchor))
            }
            for grandchild in child.children { entry.unknownChild(grandchild) }
            entry.finish()
        }
        return entries
    }

    func decodeFetchIndex(_ node: XMLNode) -> FetchIndex? {
        var element = reader(node)
        defer { element.finish() }
        guard let name = element.required(.name) else { return nil }
        var elements: [FetchIndexElement] = []
        for child in node.children {
            guard child.name == "fetchIndexElement" else {
                element.unknownChild(child)
                continue
            }
            var item = reader(child)
            var value = FetchIndexElement(
                property: item.string(.property),
                expression: item.string(.expression),
                expressionType: item.string(.expressionType))
            if let kind = item.string(.type) {
                if let parsed = FetchIndexElement.Kind(rawValue: kind) {
                    value.kind = parsed
                } else {
                    diagnostics.emit(
                        XcodeRules.invalidValue, "fetch index element type '\(kind)' is not Binary or RTree",
                        at: item.location)
                }
            }
            if let order = item.string(.order) {
                if let parsed = FetchIndexElement.Order(rawValue: order) {
                    value.order = parsed
                } else {
                    diagnostics.emit(
                        XcodeRules.invalidValue, "fetch index element order '\(order)' is not ascending or descending",
                        at: item.location)
                }
            }
            for grandchild in child.children { item.unknownChild(grandchild) }
            item.finish()
            elements.append(value)
        }
        return FetchIndex(name: name, elements: elements, anchor: element.anchor)
    }

    /// Old-style `<compoundIndexes>` (Xcode 4–8): each `<compoundIndex>` becomes a fetch index named
    /// `compoundIndex<N>` (N counts from 1 per entity) whose elements are its properties, Binary,
    /// ascending: the index SQLite builds for both.
    func decodeCompoundIndexes(_ node: XMLNode, startingAt first: Int) -> [FetchIndex] {
        let element = reader(node)
        defer { element.finish() }
        var indexes: [FetchIndex] = []
        for child in node.children {
            guard child.name == "compoundIndex" else {
                element.unknownChild(child)
                continue
            }
            let index = reader(child)
            let properties = valueList(child, itemName: "index", reader: index)
            index.finish()
            let elements = properties.map { FetchIndexElement(property: $0) }
            indexes.append(
                FetchIndex(name: "compoundIndex\(first + indexes.count)", elements: elements, anchor: index.anchor))
        }
        return indexes
    }

    func decodeUniquenessConstraints(_ node: XMLNode) -> [[String]] {
        let element = reader(node)
        defer { element.finish() }
        var constraints: [[String]] = []
        for child in node.children {
            guard child.name == "uniquenessConstraint" else {
                element.unknownChild(child)
                continue
            }
            let constraint = reader(child)
            constraints.append(valueList(child, itemName: "constraint", reader: constraint))
            constraint.finish()
        }
        return constraints
    }

    /// The `value` attributes of `<itemName value=…/>` children.
    private func valueList(_ node: XMLNode, itemName: String, reader parent: ElementReader) -> [String] {
        var values: [String] = []
        for child in node.children {
            guard child.name == itemName else {
                parent.unknownChild(child)
                continue
            }
            var item = reader(child)
            if let value = item.required(.value) { values.append(value) }
            for grandchild in child.children { item.unknownChild(grandchild) }
            item.finish()
        }
        return values
    }

    func decodeComposite(_ node: XMLNode) -> CompositeType? {
        var element = reader(node)
        defer { element.finish() }
        guard let name = element.required(.name) else { return nil }
        var attributes: [Attribute] = []
        for child in node.children {
            if child.name == "attribute" {
                decodeAttribute(child, into: &attributes)
            } else {
                element.unknownChild(child)
            }
        }
        return CompositeType(name: name, attributes: attributes, anchor: element.anchor)
    }

    func decodeConfiguration(_ node: XMLNode) -> Configuration? {
        var element = reader(node)
        defer { element.finish() }
        guard let name = element.required(.name) else { return nil }
        var members: [String] = []
        for child in node.children {
            guard child.name == "memberEntity" else {
                element.unknownChild(child)
                continue
            }
            var member = reader(child)
            if let entity = member.required(.name) { members.append(entity) }
            for grandchild in child.children { member.unknownChild(grandchild) }
            member.finish()
        }
        return Configuration(
            name: name, entities: members, isUsedWithCloudKit: element.flag(.usedWithCloudKit), anchor: element.anchor)
    }
}
