import SwiftUI
import ProfileFeatureExampleKit

/// ProfileFeatureExample on iOS: one window showing the root view of ProfileFeatureExampleKit,
/// the composition root that the `ProfileFeatureExample` executable runs too. This file is yours.
@main
struct ProfileFeatureExampleApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}
