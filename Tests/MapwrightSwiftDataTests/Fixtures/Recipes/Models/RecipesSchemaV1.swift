import Foundation
import SwiftData

/// The first release: recipes with a free-text number of servings.
enum RecipesSchemaV1: VersionedSchema {
    static var versionIdentifier = Schema.Version(1, 0, 0)

    static var models: [any PersistentModel.Type] {
        [Recipe.self, Ingredient.self]
    }

    @Model
    final class Recipe {
        @Attribute(.unique) var id: UUID
        var title: String
        var servings: String
        var createdAt: Date = Date.now
        var isFavorite: Bool = false
        @Attribute(.externalStorage) var photo: Data?
        @Relationship(deleteRule: .cascade, inverse: \Ingredient.recipe)
        var ingredients: [Ingredient] = []
        @Transient var isExpanded = false

        var summary: String { "\(title) (\(servings))" }

        init(title: String, servings: String) {
            self.id = UUID()
            self.title = title
            self.servings = servings
        }
    }

    @Model
    final class Ingredient {
        var name: String
        var quantity: Double = 0
        var unit: MeasureUnit = MeasureUnit.gram
        var recipe: Recipe?

        init(name: String) {
            self.name = name
        }
    }
}
