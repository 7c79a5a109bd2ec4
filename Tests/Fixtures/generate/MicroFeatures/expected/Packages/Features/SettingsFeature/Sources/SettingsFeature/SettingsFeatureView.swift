#if canImport(SwiftUI)
import SwiftUI
import SettingsFeatureAPI

/// SettingsFeature's screen: a placeholder to replace with the real UI.
public struct SettingsFeatureView: View {
    private let feature: any SettingsFeatureProviding

    public init(feature: any SettingsFeatureProviding) {
        self.feature = feature
    }

    public var body: some View {
        VStack(spacing: 8) {
            Text(feature.title)
                .font(.headline)
            Text(feature.summary())
        }
    }
}
#endif
