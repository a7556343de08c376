import SwiftData
import SwiftUI

struct RecipeList: View {
    @Query(sort: \Recipe.name) private var recipes: [Recipe]
    @Environment(\.modelContext) private var context

    var body: some View {
        List(recipes) { recipe in
            Text(recipe.name)
        }
    }
}
