import Foundation
import SwiftData

/// 1.1: `title` becomes `name`, and recipes get notes.
enum RecipesSchemaV2: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 1, 0) }
    static var models: [any PersistentModel.Type] { [Recipe.self, Ingredient.self] }
}

extension RecipesSchemaV2 {
    @Model
    final class Recipe {
        @Attribute(.unique) var id: UUID
        @Attribute(originalName: "title") var name: String
        var servings: String
        var notes: String?
        var createdAt: Date = Date.now
        var isFavorite: Bool = false
        @Attribute(.externalStorage) var photo: Data?
        @Relationship(deleteRule: .cascade, inverse: \Ingredient.recipe)
        var ingredients: [Ingredient] = []

        init(name: String, servings: String) {
            self.id = UUID()
            self.name = name
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
