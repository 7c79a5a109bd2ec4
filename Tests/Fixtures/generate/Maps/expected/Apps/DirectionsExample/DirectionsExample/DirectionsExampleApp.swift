import SwiftUI
import DirectionsExampleKit

/// DirectionsExample on iOS: one window showing the root view of DirectionsExampleKit,
/// the composition root that the `DirectionsExample` executable runs too. This file is yours.
@main
struct DirectionsExampleApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}
