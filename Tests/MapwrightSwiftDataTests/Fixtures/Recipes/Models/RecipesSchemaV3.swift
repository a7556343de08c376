import Foundation
import SwiftData

/// 2.0: servings are a number, so they can be scaled.
enum RecipesSchemaV3: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
    static var models: [any PersistentModel.Type] { [Recipe.self, Ingredient.self] }

    @Model
    final class Recipe {
        #Index<Recipe>([\.name], [\.createdAt])

        @Attribute(.unique) var id: UUID
        // The renaming identifier names the attribute across versions: it stays once set.
        @Attribute(originalName: "title") var name: String
        var servings: Int = 1
        var notes: String?
        var createdAt: Date = Date.now
        var isFavorite: Bool = false
        @Attribute(.externalStorage) var photo: Data?
        @Relationship(deleteRule: .cascade, inverse: \Ingredient.recipe)
        var ingredients: [Ingredient] = []

        init(name: String, servings: Int) {
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

typealias Recipe = RecipesSchemaV3.Recipe
typealias Ingredient = RecipesSchemaV3.Ingredient
