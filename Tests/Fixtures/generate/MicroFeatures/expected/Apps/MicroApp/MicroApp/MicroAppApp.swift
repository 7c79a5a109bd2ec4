import SwiftUI
import MicroAppKit

/// MicroApp on iOS: one window showing the root view of MicroAppKit,
/// the composition root that the `MicroApp` executable runs too. This file is yours.
@main
struct MicroAppApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}
