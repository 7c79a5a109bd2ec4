import SwiftUI
import MapsAppKit

/// MapsApp on iOS: one window showing the root view of MapsAppKit,
/// the composition root that the `MapsApp` executable runs too. This file is yours.
@main
struct MapsAppApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}
