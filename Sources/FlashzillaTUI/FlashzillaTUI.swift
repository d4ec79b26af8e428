public enum FlashzillaTUI {}
