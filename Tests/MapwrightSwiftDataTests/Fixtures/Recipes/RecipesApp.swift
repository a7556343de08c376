import SwiftData
import SwiftUI

@main
struct RecipesApp: App {
    let container: ModelContainer = {
        do {
            return try ModelContainer(for: Recipe.self, migrationPlan: RecipesMigrationPlan.self)
        } catch {
            fatalError("Could not open the store: \(error)")
        }
    }()

    var body: some Scene {
        WindowGroup {
            RecipeList()
        }
        .modelContainer(container)
    }
}
