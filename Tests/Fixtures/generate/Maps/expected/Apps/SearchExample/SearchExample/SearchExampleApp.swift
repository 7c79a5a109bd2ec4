import SwiftUI
import SearchExampleKit

/// SearchExample on iOS: one window showing the root view of SearchExampleKit,
/// the composition root that the `SearchExample` executable runs too. This file is yours.
@main
struct SearchExampleApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}
