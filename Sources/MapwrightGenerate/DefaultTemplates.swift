/// The templates shipped with Mapwright, identical to the files in the repository's `templates/` folder
/// (a test keeps them equal), so the executable needs no resource files.
enum DefaultTemplates {
    /// `templates/policy.swift.stencil`.
    static let policy = #"""
// Migration policy for {{ policy.modelName }}: {{ policy.sourceVersion }} → {{ policy.destinationVersion }}, entity mapping `{{ policy.mappingName }}`.
// The mapping model names this class `{{ policy.className }}`; the fixed Objective-C name below makes that
// name resolve whatever module the file is compiled into.
import CoreData

/// Migrates `{{ policy.sourceEntity }}` ({{ policy.sourceVersion }}) to `{{ policy.destinationEntity }}` ({{ policy.destinationVersion }}).
///
/// What changed, and what this policy must do:
{% for change in changes %}
/// - {{ change }}
{% endfor %}
@objc({{ policy.typeName }})
final class {{ policy.typeName }}: NSEntityMigrationPolicy {
{% if overridesCreateDestinationInstances %}
    /// Creates the destination object with the default attribute mappings, then fills in what they
    /// cannot carry over.
    override func createDestinationInstances(forSource sInstance: NSManagedObject, in mapping: NSEntityMapping, manager: NSMigrationManager) throws {
        try super.createDestinationInstances(forSource: sInstance, in: mapping, manager: manager)
        for dInstance in manager.destinationInstances(forEntityMappingName: mapping.name, sourceInstances: [sInstance]) {
{% for request in requests %}
            // Requested: {{ request }}
            // Write it here: read `sInstance` (`{{ policy.sourceEntity }}`), set values on `dInstance` (`{{ policy.destinationEntity }}`).
{% endfor %}
{% for conversion in conversions %}
            // {{ conversion.summary }} (see `{{ conversion.helperName }}(_:)`).
            dInstance.setValue({{ conversion.helperName }}(sInstance.value(forKey: "{{ conversion.sourceAttribute }}") as? {{ conversion.parameterType }}), forKey: "{{ conversion.attribute }}")
{% endfor %}
{% for other in others %}
            // {{ other }}
{% endfor %}
        }
    }
{% endif %}
{% for conversion in conversions %}

    /// `{{ conversion.attribute }}`: {{ conversion.fromType }} → {{ conversion.toType }}. Also callable from the attribute's value expression:
    /// `{{ conversion.expression }}`
    @objc func {{ conversion.helperName }}(_ value: {{ conversion.parameterType }}?) -> {{ conversion.returnType }}? {
{% for line in conversion.body %}
        {{ line }}
{% endfor %}
    }
{% endfor %}
{% if overridesCreateRelationships %}

    /// Sets the relationships with the default mappings, then the ones that changed from to-many to
    /// to-one: the default cannot pick one object out of many.
    override func createRelationships(forDestination dInstance: NSManagedObject, in mapping: NSEntityMapping, manager: NSMigrationManager) throws {
        try super.createRelationships(forDestination: dInstance, in: mapping, manager: manager)
        guard let sInstance = manager.sourceInstances(forEntityMappingName: mapping.name, destinationInstances: [dInstance]).first else { return }
{% for choice in toOneChoices %}
        // {{ choice.summary }}.
{% if choice.destinationMapping %}
        // The first object is kept below; decide which one should be.
        let {{ choice.variable }}Sources: [NSManagedObject] = {{ choice.sourceObjects }}
        let {{ choice.variable }}Destinations = manager.destinationInstances(forEntityMappingName: "{{ choice.destinationMapping }}", sourceInstances: {{ choice.variable }}Sources)
        dInstance.setValue({{ choice.variable }}Destinations.first, forKey: "{{ choice.relationship }}")
{% else %}
        // Its destination entity is abstract: look the new object up in the mapping of its concrete entity.
{% endif %}
{% endfor %}
    }
{% endif %}
}

"""#
}
