/// The templates shipped with Mapwright, identical to the files in the repository's `templates/` folder
/// (a test keeps them equal), so the executable needs no resource files.
enum DefaultTemplates {
    /// `templates/policy.swift.stencil`.
    static let policy = #"""
        // Migration policy for {{ policy.modelName }}: {{ policy.sourceVersion }} → {{ policy.destinationVersion }}, entity mapping `{{ policy.mappingName }}`.
        // The mapping model names this class `{{ policy.className }}`; the fixed Objective-C name below makes that
        // name resolve whatever module the file is compiled into. Core Data calls the policy off the main actor:
        // every member is `nonisolated`, so the file compiles with either default isolation.
        import CoreData

        /// Migrates `{{ policy.sourceEntity }}` ({{ policy.sourceVersion }}) to `{{ policy.destinationEntity }}` ({{ policy.destinationVersion }}).
        ///
        /// What changed, and what this policy must do (each has a TODO where its code goes):
        {% for change in changes %}
        /// - {{ change }}
        {% endfor %}
        @objc({{ policy.typeName }})
        final class {{ policy.typeName }}: NSEntityMigrationPolicy {
            nonisolated override init() {
                super.init()
            }
        {% if overridesCreateDestinationInstances %}

            /// Creates the destination object with the mapping's value expressions (the methods below compute the
            /// values that need code), then does what an expression cannot.
            nonisolated override func createDestinationInstances(forSource sInstance: NSManagedObject, in mapping: NSEntityMapping, manager: NSMigrationManager) throws {
                try super.createDestinationInstances(forSource: sInstance, in: mapping, manager: manager)
        {% for request in requests %}
                // TODO: Requested: {{ request }}
                // Read `sInstance` (`{{ policy.sourceEntity }}`); the new `{{ policy.destinationEntity }}` objects are
                // `manager.destinationInstances(forEntityMappingName: mapping.name, sourceInstances: [sInstance])`.
        {% endfor %}
        {% for other in others %}
                // TODO: {{ other }}
        {% endfor %}
        {% if newRequired %}
                for dInstance in manager.destinationInstances(forEntityMappingName: mapping.name, sourceInstances: [sInstance]) {
        {% for fill in newRequired %}
                    // TODO: {{ fill.summary }}. Every object gets {{ fill.valueDescription }}: confirm it, or compute a better value.
                    dInstance.setValue({{ fill.value }}, forKey: "{{ fill.attribute }}")
        {% endfor %}
                }
        {% endif %}
            }
        {% endif %}
        {% for helper in helpers %}

            /// {{ helper.summary }}.
            /// Core Data calls this from the attribute's value expression and stores what it returns:
            /// `{{ helper.expression }}`
            @objc({{ helper.selector }}) nonisolated func {{ helper.helperName }}(_ value: {{ helper.parameterType }}?) -> {{ helper.returnType }} {
        {% for line in helper.body %}
                {{ line }}
        {% endfor %}
            }
        {% endfor %}
        {% if overridesCreateRelationships %}

            /// Sets the relationships with the mapping's value expressions, then the ones they cannot carry over.
            nonisolated override func createRelationships(forDestination dInstance: NSManagedObject, in mapping: NSEntityMapping, manager: NSMigrationManager) throws {
                try super.createRelationships(forDestination: dInstance, in: mapping, manager: manager)
        {% for check in relationshipChecks %}
                // TODO: {{ check }}: the value expression finds the new objects only
                // when the mapping it names migrated the old ones; set the relationship on `dInstance` here otherwise.
        {% endfor %}
        {% for split in splits %}
                // TODO: {{ split.summary }}. The objects made from the same source object, e.g.
                // manager.destinationInstances(forEntityMappingName: "{{ split.otherMapping }}",
                //     sourceInstances: manager.sourceInstances(forEntityMappingName: mapping.name, destinationInstances: [dInstance]))
                // are the other parts of `dInstance`: set the relationship that joins them here.
        {% endfor %}
        {% if toOneChoices %}
                guard let sInstance = manager.sourceInstances(forEntityMappingName: mapping.name, destinationInstances: [dInstance]).first else { return }
        {% endif %}
        {% for choice in toOneChoices %}
                // TODO: {{ choice.summary }}.
        {% if choice.destinationMapping %}
                // The first object is kept below; decide which one should be.
                let {{ choice.variable }}Sources: [NSManagedObject] = {{ choice.sourceObjects }}
                let {{ choice.variable }}Destinations = manager.destinationInstances(forEntityMappingName: "{{ choice.destinationMapping }}", sourceInstances: {{ choice.variable }}Sources)
                dInstance.setValue({{ choice.variable }}Destinations.first, forKey: "{{ choice.relationship }}")
        {% else %}
                // Its destination entity is abstract: look the new object up in the mapping of its concrete entity.
                _ = sInstance
        {% endif %}
        {% endfor %}
            }
        {% endif %}
        {% if overridesEnd %}

            /// Runs once every object of the mapping exists, before the store is saved: objects that a new
            /// uniqueness constraint makes duplicates would make the save fail.
            nonisolated override func end(_ mapping: NSEntityMapping, manager: NSMigrationManager) throws {
                try super.end(mapping, manager: manager)
                let context = manager.destinationContext
        {% for constraint in uniqueness %}
                // TODO: {{ constraint.summary }}. The first object of each group of duplicates is kept and the
                // others are deleted: merge what they hold into the kept one first if it matters.
                var {{ constraint.variable }} = Set<[String]>()
                for object in try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "{{ constraint.entity }}")) {
                    let key = [{{ constraint.keys }}].map { String(describing: object.value(forKey: $0) ?? "") }
                    if !{{ constraint.variable }}.insert(key).inserted {
                        context.delete(object)
                    }
                }
        {% endfor %}
            }
        {% endif %}
        }

        """#
}
