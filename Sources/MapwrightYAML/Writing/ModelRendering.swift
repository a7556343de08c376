import MapwrightModel
import MapwrightSupport

/// The body of a version file, in the key order of `Keys` (docs/model-format.md).
enum ModelRendering {
    static func render(_ model: DataModel, into out: inout YAMLOutput) {
        out.text(0, Keys.Model.versionIdentifier, model.versionIdentifier)
        renderSettings(model.settings, into: &out)
        if !model.entities.isEmpty {
            out.open(0, Keys.Model.entities)
            for entity in model.entities { renderEntity(entity, into: &out) }
        } else {
            out.field(0, Keys.Model.entities, "{}")
        }
        if !model.composites.isEmpty {
            out.open(0, Keys.Model.composites)
            for composite in model.composites {
                if composite.attributes.isEmpty {
                    out.field(1, composite.name, "{}")
                    continue
                }
                out.open(1, composite.name)
                for attribute in composite.attributes {
                    PropertyRendering.renderAttribute(
                        attribute, level: 2, compositeNames: model.composites.map(\.name), into: &out)
                }
            }
        }
        if !model.fetchRequests.isEmpty {
            out.open(0, Keys.Model.fetchRequests)
            for request in model.fetchRequests { renderFetchRequest(request, into: &out) }
        }
        if !model.configurations.isEmpty {
            out.open(0, Keys.Model.configurations)
            for configuration in model.configurations {
                if configuration.isUsedWithCloudKit {
                    out.open(1, configuration.name)
                    out.field(2, Keys.Configuration.entities, YAMLScalarStyle.flowList(configuration.entities))
                    out.flag(2, Keys.Configuration.usedWithCloudKit, true)
                } else {
                    out.field(1, configuration.name, YAMLScalarStyle.flowList(configuration.entities))
                }
            }
        }
    }

    private static func renderSettings(_ settings: ModelSettings, into out: inout YAMLOutput) {
        guard settings != ModelSettings() else { return }
        out.open(0, Keys.Model.settings)
        out.text(1, Keys.Settings.sourceLanguage, settings.sourceLanguage)
        out.text(1, Keys.Settings.minimumToolsVersion, settings.minimumToolsVersion)
        out.flag(1, Keys.Settings.usedWithCloudKit, settings.isUsedWithCloudKit)
        out.flag(1, Keys.Settings.usedWithSwiftData, settings.isUsedWithSwiftData)
        out.text(1, Keys.Settings.macOSVersion, settings.macOSVersion)
        out.text(1, Keys.Settings.iOSVersion, settings.iOSVersion)
    }

    private static func renderEntity(_ entity: Entity, into out: inout YAMLOutput) {
        var body = YAMLOutput()
        body.text(2, Keys.Entity.parent, entity.parent)
        body.flag(2, Keys.Entity.abstract, entity.isAbstract)
        body.text(2, Keys.Entity.className, entity.className)
        body.text(2, Keys.Entity.codeGeneration, entity.codeGeneration?.rawValue)
        body.text(2, Keys.Entity.renamingIdentifier, entity.renamingIdentifier)
        body.text(2, Keys.Entity.versionHashModifier, entity.versionHashModifier)
        body.flag(2, Keys.Entity.syncable, entity.isSyncable)
        body.userInfo(2, Keys.Entity.userInfo, entity.userInfo)
        if !entity.uniquenessConstraints.isEmpty {
            body.open(2, Keys.Entity.uniquenessConstraints)
            for constraint in entity.uniquenessConstraints { body.line(3, "- " + YAMLScalarStyle.flowList(constraint)) }
        }
        if !entity.fetchIndexes.isEmpty {
            body.open(2, Keys.Entity.fetchIndexes)
            for index in entity.fetchIndexes { renderFetchIndex(index, into: &body) }
        }
        if let policy = entity.migrationPolicy {
            if let className = policy.className {
                body.open(2, Keys.Entity.migrationPolicy)
                body.text(3, Keys.MigrationPolicy.reason, policy.reason)
                body.text(3, Keys.MigrationPolicy.className, className)
            } else {
                body.text(2, Keys.Entity.migrationPolicy, policy.reason)
            }
        }
        if !entity.attributes.isEmpty {
            body.open(2, Keys.Entity.attributes)
            for attribute in entity.attributes {
                PropertyRendering.renderAttribute(attribute, level: 3, compositeNames: [], into: &body)
            }
        }
        if !entity.relationships.isEmpty {
            body.open(2, Keys.Entity.relationships)
            for relationship in entity.relationships {
                PropertyRendering.renderRelationship(relationship, level: 3, into: &body)
            }
        }
        if !entity.fetchedProperties.isEmpty {
            body.open(2, Keys.Entity.fetchedProperties)
            for property in entity.fetchedProperties {
                PropertyRendering.renderFetchedProperty(property, level: 3, into: &body)
            }
        }
        if body.text.isEmpty {
            out.field(1, entity.name, "{}")
        } else {
            out.open(1, entity.name)
            out.line(0, String(body.text.dropLast()))
        }
    }

    /// `byName: [name]` when every element is a binary ascending property; the full form otherwise.
    private static func renderFetchIndex(_ index: FetchIndex, into out: inout YAMLOutput) {
        let simple = index.elements.allSatisfy {
            $0.property != nil && $0.expression == nil && $0.expressionType == nil && $0.kind == .binary
                && $0.order == .ascending
        }
        if simple {
            out.field(3, index.name, YAMLScalarStyle.flowList(index.elements.compactMap(\.property)))
            return
        }
        out.open(3, index.name)
        for element in index.elements {
            var fields = YAMLOutput()
            fields.text(0, Keys.FetchIndexElement.property, element.property)
            fields.text(0, Keys.FetchIndexElement.expression, element.expression)
            fields.text(0, Keys.FetchIndexElement.expressionType, element.expressionType)
            if element.kind != .binary { fields.field(0, Keys.FetchIndexElement.type, element.kind.rawValue) }
            if element.order != .ascending { fields.field(0, Keys.FetchIndexElement.order, element.order.rawValue) }
            let lines = fields.text.split(separator: "\n")
            for (i, line) in lines.enumerated() { out.line(4, (i == 0 ? "- " : "  ") + line) }
            if lines.isEmpty { out.line(4, "- {}") }
        }
    }

    private static func renderFetchRequest(_ request: FetchRequestTemplate, into out: inout YAMLOutput) {
        out.open(1, request.name)
        out.text(2, Keys.FetchRequest.entity, request.entity)
        out.text(2, Keys.FetchRequest.predicate, request.predicate)
        out.number(2, Keys.FetchRequest.fetchLimit, request.fetchLimit)
        out.number(2, Keys.FetchRequest.fetchBatchSize, request.fetchBatchSize)
        optionalFlag(request.includesSubentities, Keys.FetchRequest.includeSubentities, into: &out)
        optionalFlag(request.includesPropertyValues, Keys.FetchRequest.includePropertyValues, into: &out)
        optionalFlag(request.includesPendingChanges, Keys.FetchRequest.includePendingChanges, into: &out)
        optionalFlag(request.returnsObjectsAsFaults, Keys.FetchRequest.returnObjectsAsFaults, into: &out)
        optionalFlag(request.returnsDistinctResults, Keys.FetchRequest.returnDistinctResults, into: &out)
        out.userInfo(2, Keys.FetchRequest.otherOptions, request.otherOptions)
    }

    private static func optionalFlag(_ value: Bool?, _ key: String, into out: inout YAMLOutput) {
        if let value { out.field(2, key, value ? "true" : "false") }
    }
}
